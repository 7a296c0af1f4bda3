// Reads a Server-Sent Events byte stream back into events, so the web app can relay the API's live
// streams event by event (the relay re-sends each through remix-utils eventStream). Handles what
// the API writes (`event:` and `data:` lines, `\n` or `\r\n`, frames split across chunks); comment
// lines, `id:` and `retry:` are dropped, since the relay owns its own stream.

export interface SseFrame {
  event: string;
  data: string;
}

/** Feeds text in with `push`; calls `onFrame` for each complete event that has data. */
export function createSseParser(onFrame: (frame: SseFrame) => void) {
  let buffer = "";
  return {
    push(text: string) {
      // A `\r` left at the end of one chunk meets its `\n` here, in the unparsed tail.
      buffer = (buffer + text).replace(/\r\n/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const frame = parseFrame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (frame) onFrame(frame);
      }
    },
  };
}

function parseFrame(text: string): SseFrame | null {
  let event = "message";
  const data: string[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value || "message";
    else if (field === "data") data.push(value);
  }
  return data.length > 0 ? { event, data: data.join("\n") } : null;
}

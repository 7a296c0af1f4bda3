import { describe, expect, it } from "vitest";
import { createSseParser, type SseFrame } from "./sse-frames";

function parse(...chunks: string[]): SseFrame[] {
  const frames: SseFrame[] = [];
  const parser = createSseParser((frame) => frames.push(frame));
  chunks.forEach((chunk) => parser.push(chunk));
  return frames;
}

describe("reading the API's event stream back", () => {
  it("reads named events and their data", () => {
    expect(parse('event: message\ndata: {"type":"BID_PLACED"}\n\nevent: heartbeat\ndata: \n\n')).toEqual([
      { event: "message", data: '{"type":"BID_PLACED"}' },
      { event: "heartbeat", data: "" },
    ]);
  });

  it("joins frames split across chunks, CRLF included", () => {
    expect(parse("event: mess", "age\r", '\ndata: {"a":1}\r\n\r', "\n")).toEqual([
      { event: "message", data: '{"a":1}' },
    ]);
  });

  it("keeps an unfinished frame until its end arrives", () => {
    expect(parse("data: 1\n")).toEqual([]);
    expect(parse("data: 1\n", "\n")).toEqual([{ event: "message", data: "1" }]);
  });

  it("drops comments, ids, retries and frames without data, and joins data lines", () => {
    expect(parse(": keep-alive\n\nretry: 10\nid: 4\n\ndata:a\ndata: b\n\n")).toEqual([
      { event: "message", data: "a\nb" },
    ]);
  });
});

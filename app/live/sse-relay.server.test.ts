import { describe, expect, it } from "vitest";
import { relayUpstream } from "./sse-relay.server";

const encoder = new TextEncoder();

/** An upstream body the test writes to, chunk by chunk, and can see cancelled. */
function upstream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => void (state.cancelled = true),
  });
  return {
    body,
    state,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

async function readAll(response: Response): Promise<string> {
  return new Response(response.body).text();
}

describe("relaying the API's live stream", () => {
  it("re-sends each event and ends when the upstream ends", async () => {
    const up = upstream();
    const response = relayUpstream(up.body, { headers: { "x-accel-buffering": "no" } });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    up.write('event: message\ndata: {"type":"BID_PLACED",');
    up.write('"auctionId":7}\n\nevent: heartbeat\ndata: \n\n');
    up.end();
    expect(await readAll(response)).toBe(
      'event: message\ndata: {"type":"BID_PLACED","auctionId":7}\n\nevent: heartbeat\ndata: \n\n',
    );
  });

  it("stops reading and aborts the upstream call when the visitor leaves", async () => {
    const up = upstream();
    const client = new AbortController();
    let upstreamAborted = false;
    const response = relayUpstream(up.body, {
      clientSignal: client.signal,
      abortUpstream: () => (upstreamAborted = true),
    });
    up.write("data: 1\n\n");
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: message");
    client.abort();
    expect(upstreamAborted).toBe(true);
    expect(up.state.cancelled).toBe(true);
  });
});

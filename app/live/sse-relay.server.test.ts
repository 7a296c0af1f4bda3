import { describe, expect, it } from "vitest";
import { relayUpstream } from "./sse-relay.server";

const encoder = new TextEncoder();

/** An upstream body the test writes to, chunk by chunk. */
function upstream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    body,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

async function readAll(response: Response): Promise<string> {
  return new Response(response.body).text();
}

describe("relaying the API's live stream", () => {
  it("passes each event through as the API encoded it and ends when the upstream ends", async () => {
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

  it("aborts the upstream call when the visitor leaves", async () => {
    const up = upstream();
    const client = new AbortController();
    let upstreamAborted = false;
    const response = relayUpstream(up.body, {
      clientSignal: client.signal,
      abortUpstream: () => (upstreamAborted = true),
    });
    up.write("event: message\ndata: 1\n\n");
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("event: message\ndata: 1\n\n");
    expect(upstreamAborted).toBe(false);
    client.abort();
    expect(upstreamAborted).toBe(true);
  });
});

// The relay with fake hub sockets: what reaches the browser, and that every upstream socket is
// closed whichever side ends the stream.
import { afterEach, describe, expect, it, vi } from "vitest";
import { HEARTBEAT_MS, relayEvents } from "./relay";
import { STREAM_LIFETIME_MS } from "./events";

class FakeSocket extends EventTarget {
  sent: string[] = [];
  closedWith: number | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  deliver(data: unknown) {
    this.dispatchEvent(new MessageEvent("message", { data: typeof data === "string" ? data : JSON.stringify(data) }));
  }
}

function setup(options: Parameters<typeof relayEvents>[2] = {}, leftAlready = false) {
  const client = new AbortController();
  if (leftAlready) client.abort();
  const request = new Request("https://x/sse/auction/buyer", { signal: client.signal });
  const sockets = [new FakeSocket(), new FakeSocket()];
  const response = relayEvents(request, sockets as unknown as WebSocket[], options);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  async function nextFrame(): Promise<string> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return frame;
      }
      const { value, done } = await reader.read();
      if (done) return "<end>";
      buffer += decoder.decode(value, { stream: true });
    }
  }
  return { client, response, sockets, nextFrame };
}

const event = (auctionId: number, at = "t1", type = "BID_PLACED") => ({ type, auctionId, at });

describe("relayEvents", () => {
  it("streams hub messages as `message` events with the envelope as data", async () => {
    const { response, sockets, nextFrame } = setup();
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    sockets[0].deliver(event(1));
    expect(await nextFrame()).toBe(`event: message\ndata: ${JSON.stringify(event(1))}`);
  });

  it("ignores pongs and junk, and relays an event seen on two hubs once", async () => {
    const { sockets, nextFrame } = setup();
    sockets[0].deliver("pong");
    sockets[0].deliver("not json");
    sockets[0].deliver(event(1, "t1", "AUCTION_PUBLISHED"));
    sockets[1].deliver(event(1, "t1", "AUCTION_PUBLISHED"));
    sockets[1].deliver(event(2));
    expect(await nextFrame()).toContain('"auctionId":1');
    expect(await nextFrame()).toContain('"auctionId":2');
  });

  it("narrows to the auctions asked for", async () => {
    const { sockets, nextFrame } = setup({ onlyAuctionIds: new Set([2]) });
    sockets[0].deliver(event(1));
    sockets[0].deliver(event(2));
    expect(await nextFrame()).toContain('"auctionId":2');
  });

  it("closes every hub socket when the browser goes away", async () => {
    const { client, sockets, nextFrame } = setup();
    client.abort();
    expect(await nextFrame()).toBe("<end>");
    expect(sockets.map((s) => s.closedWith)).toEqual([1000, 1000]);
  });

  it("closes every hub socket at once when the browser left while they were being opened", async () => {
    // The abort event fired before the relay existed; nothing will fire it again (issue 26 item 5).
    const { sockets, nextFrame } = setup({}, true);
    expect(sockets.map((s) => s.closedWith)).toEqual([1000, 1000]);
    expect(await nextFrame()).toBe("<end>");
  });

  it("ends the stream, closing the other sockets, when a hub goes away", async () => {
    const { sockets, nextFrame } = setup();
    sockets[0].dispatchEvent(new Event("close"));
    expect(await nextFrame()).toBe("<end>");
    expect(sockets[1].closedWith).toBe(1000);
  });

  describe("a client that stops reading though its request never aborts (issue 26 item 5)", () => {
    afterEach(() => vi.useRealTimers());

    it("is let go within two heartbeats, closing every hub socket", async () => {
      vi.useFakeTimers();
      const { sockets } = setup();
      // workerd stops pumping a stream whose client left, without cancelling it or aborting the signal.
      for (let i = 0; i < 3; i++) sockets[0].deliver(event(i + 1));
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1000);
      expect(sockets.map((s) => s.closedWith)).toEqual([null, null]);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + 1000);
      expect(sockets.map((s) => s.closedWith)).toEqual([1000, 1000]);
    });

    it("ends even a stream that is read, after its lifetime, closing every hub socket (decision 0230)", async () => {
      vi.useFakeTimers();
      const { sockets, nextFrame } = setup();
      const beats = STREAM_LIFETIME_MS / HEARTBEAT_MS;
      for (let beat = 1; beat < beats; beat++) {
        const frame = nextFrame();
        await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
        expect(await frame).toBe("event: heartbeat\ndata: ");
      }
      expect(sockets.map((s) => s.closedWith)).toEqual([null, null]);
      const last = nextFrame();
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      expect(await last).toBe("<end>");
      expect(sockets.map((s) => s.closedWith)).toEqual([1000, 1000]);
    });

    it("keeps a quiet stream whose client reads each heartbeat", async () => {
      vi.useFakeTimers();
      const { sockets, nextFrame } = setup();
      for (let beat = 0; beat < 4; beat++) {
        const frame = nextFrame();
        await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
        expect(await frame).toBe("event: heartbeat\ndata: ");
      }
      expect(sockets.map((s) => s.closedWith)).toEqual([null, null]);
    });
  });
});

import { describe, expect, it, vi } from "vitest";
import { coalesce, connectLive, deviceId, RETRY_DELAYS_MS } from "./live-connection";

/** Stands in for the browser's EventSource; tests drive it by hand. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
  }
  message(data: string) {
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
  /** The browser lost the stream and is retrying by itself. */
  drop() {
    this.readyState = 0;
    this.dispatchEvent(new Event("error"));
  }
  /** The server refused: the browser gives up. */
  refuse() {
    this.readyState = 2;
    this.dispatchEvent(new Event("error"));
  }
}

function start() {
  FakeEventSource.instances = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const calls = { events: [] as unknown[], reconnects: 0, statuses: [] as string[] };
  const stop = connectLive({
    url: "/sse/auction/buyer?auctionIds=1",
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    timers: {
      setTimeout: (fn, ms) => timers.push({ fn, ms }) - 1,
      clearTimeout: (i) => (timers[i as number].fn = () => {}),
    },
    onEvent: (e) => calls.events.push(e),
    onReconnect: () => calls.reconnects++,
    onStatus: (s) => calls.statuses.push(s),
  });
  return { stop, timers, calls, current: () => FakeEventSource.instances.at(-1)! };
}

describe("connectLive", () => {
  it("hands each parsed event over and skips junk", () => {
    const { calls, current } = start();
    current().open();
    current().message(JSON.stringify({ type: "BID_PLACED", auctionId: 1, at: "t" }));
    current().message("not json");
    current().message(JSON.stringify({ hello: "world" }));
    expect(calls.events).toEqual([{ type: "BID_PLACED", auctionId: 1, at: "t" }]);
    expect(calls.statuses).toEqual(["connecting", "open"]);
  });

  it("reports a reconnect once the browser's own retry opens the stream again", () => {
    const { calls, current } = start();
    current().open();
    expect(calls.reconnects).toBe(0);
    current().drop();
    current().open();
    expect(calls.reconnects).toBe(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("reopens a refused stream after a growing delay, then reports the reconnect", () => {
    const { calls, timers, current } = start();
    current().refuse();
    expect(timers.map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[0]]);
    timers[0].fn();
    current().refuse();
    expect(timers.map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[0], RETRY_DELAYS_MS[1]]);
    timers[1].fn();
    current().open();
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(calls.reconnects).toBe(1);
    expect(calls.statuses).toContain("closed");
  });

  it("stops for good when closed", () => {
    const { stop, timers, current } = start();
    current().refuse();
    stop();
    timers[0].fn();
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

describe("coalesce", () => {
  it("runs once for a burst, then again for the next one", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const refetch = coalesce(fn, 250);
    refetch.schedule();
    refetch.schedule();
    vi.advanceTimersByTime(249);
    refetch.schedule();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    refetch.schedule();
    refetch.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe("deviceId", () => {
  it("is made once per session and then reused", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const first = deviceId(storage);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(deviceId(storage)).toBe(first);
  });
});

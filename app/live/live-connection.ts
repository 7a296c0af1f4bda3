// The browser end of a live stream, free of React so it can be tested with a fake EventSource.
// EventSource retries by itself after a dropped stream; when the server refuses (an HTTP error,
// a redirect to sign-in) it gives up, so we retry with a growing delay.
import type { LiveEvent } from "~contract/live";

export type LiveStatus = "connecting" | "open" | "closed";

interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Delays before reopening a stream the server refused; the last one repeats. */
export const RETRY_DELAYS_MS = [1_000, 5_000, 15_000, 60_000];

export interface LiveConnectionOptions {
  url: string;
  onEvent(event: LiveEvent): void;
  /** The stream is open again after a drop: what the page shows may be stale. */
  onReconnect(): void;
  onStatus?(status: LiveStatus): void;
  EventSourceImpl?: typeof EventSource;
  timers?: Timers;
}

/** Opens the stream; answers a function that closes it for good. */
export function connectLive(options: LiveConnectionOptions): () => void {
  const Impl = options.EventSourceImpl ?? EventSource;
  const timers = options.timers ?? browserTimers;
  let source: EventSource | null = null;
  let retryTimer: unknown = null;
  let attempt = 0;
  let dropped = false;
  let stopped = false;

  const status = (value: LiveStatus) => options.onStatus?.(value);

  function open() {
    status("connecting");
    const es = new Impl(options.url);
    source = es;
    es.addEventListener("open", () => {
      attempt = 0;
      status("open");
      if (dropped) {
        dropped = false;
        options.onReconnect();
      }
    });
    es.addEventListener("message", (message: MessageEvent) => {
      const event = parseEvent(message.data);
      if (event) options.onEvent(event);
    });
    es.addEventListener("error", () => {
      dropped = true;
      if (es.readyState !== Impl.CLOSED) {
        status("connecting"); // the browser is already retrying
        return;
      }
      es.close();
      status("closed");
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
      attempt++;
      retryTimer = timers.setTimeout(() => {
        retryTimer = null;
        if (!stopped) open();
      }, delay);
    });
  }

  open();
  return () => {
    stopped = true;
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    source?.close();
  };
}

function parseEvent(data: unknown): LiveEvent | null {
  if (typeof data !== "string") return null;
  try {
    const event = JSON.parse(data) as LiveEvent;
    return event && typeof event.type === "string" && typeof event.auctionId === "number" ? event : null;
  } catch {
    return null;
  }
}

/**
 * Runs `fn` once, `ms` after the first of a burst of calls: a busy auction refetches at most four
 * times a second, and never later than `ms` after its first event.
 */
export function coalesce(fn: () => void, ms: number, timers: Timers = browserTimers) {
  let pending: unknown = null;
  return {
    schedule() {
      if (pending !== null) return;
      pending = timers.setTimeout(() => {
        pending = null;
        fn();
      }, ms);
    },
    cancel() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
    },
  };
}

const DEVICE_KEY = "trade-auction.deviceId";

/** A random id per browser session (spec 001 section 7: deviceId "generated per session"). */
export function deviceId(storage: Pick<Storage, "getItem" | "setItem"> | null = safeSessionStorage()): string {
  const existing = storage?.getItem(DEVICE_KEY);
  if (existing) return existing;
  const id = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2) + Date.now().toString(36);
  storage?.setItem(DEVICE_KEY, id);
  return id;
}

function safeSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

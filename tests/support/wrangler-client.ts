// What the wrangler dev tests (restart, outbox kill) ask of a running server: its JSON API, the
// seller's live stream as the web app relays it, and polling for an outcome within a deadline.
import type { WranglerDev } from "./wrangler-dev";

export type LiveEvent = { type: string; auctionId: number; status?: string; bidCount?: number };

export async function devApi<T>(dev: WranglerDev, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${dev.url}/api${path}`, {
    method,
    headers: {
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

/**
 * The seller's live stream from the API (the one the web app relays), collecting its events; null
 * while the server does not answer yet (usable as startWranglerDev's probe).
 */
export async function sellerEvents(url: string, token: string, signal: AbortSignal): Promise<LiveEvent[] | null> {
  const events: LiveEvent[] = [];
  let res: Response;
  try {
    res = await fetch(`${url}/api/sse/auction/seller`, {
      headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
      signal,
    });
  } catch {
    return null;
  }
  if (res.status !== 200) return null;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.startsWith("event: message") && data) events.push(JSON.parse(data));
        }
      }
    } catch {
      /* aborted at the end */
    }
  })();
  return events;
}

/**
 * Starts wrangler dev with the seller's stream as its first request, so the stream hears what
 * the server does at start-up (the start-up wake runs after that first answer).
 */
export async function startListening(
  start: (probe: (url: string) => Promise<boolean>) => Promise<WranglerDev>,
  token: string,
  signal: AbortSignal,
): Promise<{ dev: WranglerDev; events: LiveEvent[] }> {
  let events: LiveEvent[] | null = null;
  const dev = await start(async (url) => (events = await sellerEvents(url, token, signal)) !== null);
  return { dev, events: events! };
}

/** Polls `check` every 250 ms until it gives a value; past `deadline` (epoch ms) it throws. */
export async function until<T>(what: string, deadline: number, check: () => Promise<T | null>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`not in time: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

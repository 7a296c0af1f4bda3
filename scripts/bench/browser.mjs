// Debian's Chromium driven by Playwright, launched as the e2e config does, and what a page made it fetch, counted by type.
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../chromium.mjs";
import { gzipSync } from "node:zlib";

export function launchChromium() {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

const TEXT_TYPES = new Set(["document", "stylesheet", "script", "fetch", "xhr"]);

/**
 * Records every response a page receives: its type (as Chromium classes it), URL, the body's raw
 * bytes, the bytes it took on the wire (`gzip`: compressed when the server compressed it, as local
 * workerd does for text like Cloudflare's edge; gzip level 6 of the body when it did not), and the
 * header bytes. A stream that never ends (the live-event SSE) never finishes and is not listed.
 */
export function recordResponses(page) {
  const rows = [];
  const pending = new Set();
  page.on("requestfinished", (request) => {
    const job = (async () => {
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      const type = request.resourceType();
      const body = await response.body().catch(() => null);
      let gzip = sizes.responseBodySize;
      if (body && TEXT_TYPES.has(type) && !response.headers()["content-encoding"]) {
        gzip = gzipSync(body, { level: 6 }).length;
      }
      rows.push({
        type,
        url: request.url(),
        status: response.status(),
        body: body?.length ?? sizes.responseBodySize,
        headers: sizes.responseHeadersSize,
        gzip,
      });
    })().catch(() => {});
    pending.add(job);
    job.finally(() => pending.delete(job));
  });
  return {
    rows,
    /** Waits for the bookkeeping of finished requests (bodies are read asynchronously). */
    settle: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/** Sums rows by type: { [type]: { files, body, gzip } }, plus the totals with headers (raw and on the wire). */
export function byType(rows) {
  const out = {};
  let total = 0;
  let totalGzip = 0;
  for (const r of rows) {
    const t = (out[r.type] ??= { files: 0, body: 0, gzip: 0 });
    t.files += 1;
    t.body += r.body;
    t.gzip += r.gzip;
    total += r.body + r.headers;
    totalGzip += r.gzip + r.headers;
  }
  return { types: out, total, totalGzip };
}

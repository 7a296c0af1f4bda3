// The harness's answer to workerd closing an idle keep-alive connection (tests/support/worker.ts):
// with the event loop held past workerd's idle limit, Miniflare's pool still holds connections
// workerd has closed, and a request written to one of them fails at once. Through the harness the
// same requests arrive, each exactly once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { isStaleConnection, startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => {
  await worker?.dispose();
});

/** Keeps the event loop busy: undici's idle timer cannot fire, workerd's can. */
function holdEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

it("sends a request again when its pooled connection was closed by workerd, and only then", async () => {
  // Several pooled connections, all idle together.
  await Promise.all(Array.from({ length: 4 }, () => worker.api("GET", "/health/live")));
  holdEventLoop(6_500);
  const direct = await worker.mf.dispatchFetch(`${worker.url}/api/health/live`).then(
    () => null,
    (error: unknown) => error,
  );
  // Without the retry the first request after the pause meets a closed connection.
  expect(isStaleConnection(direct)).toBe(true);

  await Promise.all(Array.from({ length: 4 }, () => worker.api("GET", "/health/live")));
  holdEventLoop(6_500);
  await worker.sql("CREATE TABLE harness_once (n INTEGER)");
  await worker.sql("INSERT INTO harness_once (n) VALUES (1)");
  expect(await worker.sql("SELECT n FROM harness_once")).toEqual([{ n: 1 }]);
});

it("does not retry what is not a closed connection", () => {
  expect(isStaleConnection(new TypeError("fetch failed", { cause: { code: "EPIPE" } }))).toBe(true);
  expect(isStaleConnection(new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }))).toBe(false);
  expect(isStaleConnection(new Error("boom", { cause: { code: "ECONNRESET" } }))).toBe(false);
});

// The web app's API time-outs (spec 000 section 9, decision 0106): a remote API that does not answer
// in time gives the spec's network message; the clock is the test's, so nothing here waits.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.server";
import { ERROR_MESSAGES } from "~contract/messages/common";
import { apiTimeoutMs } from "~contract/api-timeouts";

const never = () => Promise.reject(new Error("the in-process API is not used here"));

/** A remote API that answers only when told, and the time-outs the client asked for. */
function hangingRemote() {
  const deadlines: { ms: number; controller: AbortController }[] = [];
  vi.spyOn(AbortSignal, "timeout").mockImplementation((ms: number) => {
    const controller = new AbortController();
    deadlines.push({ ms, controller });
    return controller.signal;
  });
  vi.stubGlobal(
    "fetch",
    (request: Request) =>
      new Promise((_resolve, reject) => request.signal.addEventListener("abort", () => reject(request.signal.reason))),
  );
  const api = createApiClient({ AUCTION_API_URL: "https://api.example.test" }, never);
  const timeOut = () => deadlines.at(-1)!.controller.abort(new DOMException("timed out", "TimeoutError"));
  return { api, deadlines, timeOut };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("API time-outs", () => {
  it("are 5 s by default, 10 s for publish, republish and card secrets, 60 s for uploads", () => {
    expect(apiTimeoutMs("GET", "/auth/me")).toBe(5_000);
    expect(apiTimeoutMs("POST", "/auction/search?x=1")).toBe(5_000);
    expect(apiTimeoutMs("POST", "/auction/12/publish")).toBe(10_000);
    expect(apiTimeoutMs("POST", "/auction/12/republish")).toBe(10_000);
    expect(apiTimeoutMs("GET", "/account/organization-stripe-client-secret")).toBe(10_000);
    expect(apiTimeoutMs("GET", "/registration/stripe-client-secret")).toBe(10_000);
    expect(apiTimeoutMs("POST", "/media")).toBe(60_000);
  });

  it("answer a remote call that outlives its time-out with the spec's network message", async () => {
    const { api, deadlines, timeOut } = hangingRemote();
    const answer = api.request("POST", "/auction/7/publish", { body: { version: 1 } });
    await vi.waitFor(() => expect(deadlines).toHaveLength(1));
    expect(deadlines[0].ms).toBe(10_000);
    timeOut();
    await expect(answer).resolves.toMatchObject({
      ok: false,
      status: 504,
      error: { message: ERROR_MESSAGES.NETWORK },
    });
  });

  it("still end a call when the visitor leaves, as a plain abort", async () => {
    const { api } = hangingRemote();
    const leaving = new AbortController();
    const answer = api.request("GET", "/auth/me", { signal: leaving.signal });
    leaving.abort(new Error("left"));
    await expect(answer).rejects.toThrow("left");
  });

  it("do not apply in-process, where there is no network to wait on", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const api = createApiClient({ AUCTION_API_URL: "" }, async () => Response.json({ data: { ok: 1 } }));
    await expect(api.request("GET", "/auth/me")).resolves.toMatchObject({ ok: true, data: { ok: 1 } });
    expect(timeout).not.toHaveBeenCalled();
  });
});

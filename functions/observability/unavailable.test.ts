import { describe, expect, it } from "vitest";
import { isUnavailable, unavailableResponse } from "./unavailable";
import { ERROR_MESSAGES } from "../contract/messages/common";

describe("isUnavailable", () => {
  it("knows Cloudflare's transient D1 and Durable Object failures, also wrapped by Drizzle", () => {
    expect(isUnavailable(new Error("D1_ERROR: D1 DB is overloaded. Requests queued for too long."))).toBe(true);
    expect(isUnavailable(new Error("Failed query", { cause: new Error("D1_ERROR: Network connection lost.") }))).toBe(
      true,
    );
    expect(isUnavailable(Object.assign(new Error("anything"), { overloaded: true }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error("anything"), { retryable: true }))).toBe(true);
    expect(isUnavailable(new Error("Durable Object reset because its code was updated."))).toBe(true);
  });

  it("leaves real faults to be 500s", () => {
    expect(isUnavailable(new Error("D1_ERROR: no such table: vehicle_makes: SQLITE_ERROR"))).toBe(false);
    expect(isUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isUnavailable("overloaded")).toBe(false);
    expect(isUnavailable(null)).toBe(false);
  });

  it("answers 503 with Retry-After and the spec's network message", async () => {
    const res = unavailableResponse();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({ errorCode: "SERVICE_UNAVAILABLE", message: ERROR_MESSAGES.NETWORK });
  });
});

// The `x-test-now` header moves time only in test mode, never in production.
import { describe, expect, it } from "vitest";
import { fixedOrRealNow } from "./contract/test-clock";

const header = "2030-01-01T00:00:00.000Z";

describe("fixedOrRealNow", () => {
  it("honours the header in test mode", () => {
    expect(fixedOrRealNow({ APP_ENV: "test", ALLOW_TEST_CLOCK: "1" }, header)).toBe(Date.parse(header));
  });

  it("ignores it without ALLOW_TEST_CLOCK, and in production whatever ALLOW_TEST_CLOCK says", () => {
    for (const env of [{ APP_ENV: "test" }, { APP_ENV: "production", ALLOW_TEST_CLOCK: "1" }]) {
      const now = fixedOrRealNow(env, header);
      expect(Math.abs(now - Date.now())).toBeLessThan(5_000);
    }
  });
});

import { describe, expect, it } from "vitest";
import type { MotHistoryDto, MotTest } from "~contract/mot-history";
import { motStatus } from "./mot-status";

const test = (result: "PASSED" | "FAILED", completed: string, expiry: string | null): MotTest => ({
  completedDate: `${completed}T10:00:00Z`,
  testResult: result,
  expiryDate: expiry,
  odometerValue: 40000,
  odometerUnit: "MI",
  odometerResultType: "READ",
  motTestNumber: null,
  defects: [],
});

const found = (tests: MotTest[]): MotHistoryDto => ({
  registration: "TY18 YRS",
  status: "FOUND",
  source: "DEMO",
  motTestDueDate: null,
  tests,
});

describe("motStatus", () => {
  it("follows the latest pass in the history, whatever the seller typed", () => {
    const history = found([test("PASSED", "2026-02-20", "2027-02-28"), test("PASSED", "2025-02-20", "2026-02-28")]);
    expect(motStatus(null, history, "2026-11-24")).toBe("Valid until 28/02/2027");
    expect(motStatus("2025-01-01", history, "2026-11-24")).toBe("Valid until 28/02/2027");
  });

  it("says a pass ran out, counting the expiry day itself as valid", () => {
    const history = found([test("PASSED", "2024-02-20", "2025-02-28")]);
    expect(motStatus(null, history, "2025-02-28")).toBe("Valid until 28/02/2025");
    expect(motStatus(null, history, "2026-11-24")).toBe("Expired 28/02/2025");
  });

  it("keeps an earlier pass's expiry when a later retest failed, and says so when none passed", () => {
    const history = found([test("FAILED", "2026-11-01", null), test("PASSED", "2025-12-01", "2026-12-31")]);
    expect(motStatus(null, history, "2026-11-24")).toBe("Valid until 31/12/2026");
    expect(motStatus(null, found([test("FAILED", "2026-11-01", null)]), "2026-11-24")).toBe(
      "No valid MOT (last test failed)",
    );
  });

  it("names the first test's due date for a vehicle too young for one", () => {
    const young: MotHistoryDto = { ...found([]), status: "NO_HISTORY", motTestDueDate: "2027-05-01" };
    expect(motStatus(null, young, "2026-11-24")).toBe("First MOT due by 01/05/2027");
  });

  it("falls back to the seller's date, or N/S, without a history", () => {
    expect(motStatus("2027-03-01", null, "2026-11-24")).toBe("01/03/2027");
    expect(motStatus(null, { ...found([]), status: "NOT_FOUND" }, "2026-11-24")).toBe("N/S");
  });
});

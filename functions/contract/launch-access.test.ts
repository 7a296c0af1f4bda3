import { describe, expect, it } from "vitest";
import { launchClosedReason } from "./launch-access";
import { LAUNCH_CLOSED_MESSAGES } from "./messages/auction-detail";
import { ERROR_MESSAGES } from "./messages/common";

const standing = (organizationStatus: string | null, sellerBlocked = false) => ({ organizationStatus, sellerBlocked });

describe("why launching is closed (decision 0091)", () => {
  it("is open for an approved organisation that is not blocked", () => {
    expect(launchClosedReason(standing("ACTIVE"))).toBeNull();
  });

  it("names verification first, then an ops block, then a payment block", () => {
    expect(launchClosedReason(standing("PENDING"))).toBe("VERIFICATION_PENDING");
    expect(launchClosedReason(standing("PENDING", true))).toBe("VERIFICATION_PENDING");
    expect(launchClosedReason(standing("ACTIVE", true))).toBe("SELLING_BLOCKED");
    expect(launchClosedReason(standing("BLOCKED_DUE_TO_PAYMENT", true))).toBe("SELLING_BLOCKED");
    expect(launchClosedReason(standing("BLOCKED_DUE_TO_PAYMENT"))).toBe("PAYMENT_BLOCKED");
  });

  it("says the spec's payment message for a payment block", () => {
    expect(LAUNCH_CLOSED_MESSAGES.PAYMENT_BLOCKED).toBe(ERROR_MESSAGES.PAYMENT_FAILED);
  });
});

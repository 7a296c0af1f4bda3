// Why an organisation cannot launch auctions, if it cannot (issue 22 item 5; decision 0091): one
// rule for the API's refusal at Launch and for what the dashboard and the wizard say up front, so a
// dealer is told the same reason before filling eleven steps as when pressing Launch.

export const LAUNCH_CLOSED_REASONS = ["VERIFICATION_PENDING", "SELLING_BLOCKED", "PAYMENT_BLOCKED"] as const;
export type LaunchClosedReason = (typeof LAUNCH_CLOSED_REASONS)[number];

export interface SellingStanding {
  /** The organisation's status: PENDING until ops approves a registration, BLOCKED_DUE_TO_PAYMENT... */
  organizationStatus: string | null;
  /** Ops blocked the organisation's selling (decision 0034). */
  sellerBlocked: boolean;
}

/**
 * The reason launching is closed, or null when it is open. Verification comes first (nothing else
 * applies before approval), then an ops block (a card would not lift it), then a payment block,
 * the one a dealer can lift alone by adding a card.
 */
export function launchClosedReason(s: SellingStanding): LaunchClosedReason | null {
  if (s.organizationStatus === "PENDING") return "VERIFICATION_PENDING";
  if (s.sellerBlocked) return "SELLING_BLOCKED";
  if (s.organizationStatus === "BLOCKED_DUE_TO_PAYMENT") return "PAYMENT_BLOCKED";
  return null;
}

// The MOT row of Vehicle information (decision 0099): the MOT history decides it when there is one,
// so the row never says "N/S" beside a history with a pass running to next year. Without a
// history the seller's own date (or N/S) stands.
import type { MotHistoryDto } from "~contract/mot-history";
import { formatUkDate } from "~/utils/dates";
import { NOT_SPECIFIED } from "../format";

export const MOT_STATUS = {
  validUntil: (date: string) => `Valid until ${date}`,
  expired: (date: string) => `Expired ${date}`,
  failed: "No valid MOT (last test failed)",
  firstDue: (date: string) => `First MOT due by ${date}`,
} as const;

/** `today` is the UK date as YYYY-MM-DD; expiry dates are YYYY-MM-DD too, so they compare as text. */
export function motStatus(sellerDate: string | null, history: MotHistoryDto | null, today: string): string {
  if (history?.status === "FOUND" && history.tests.length > 0) {
    const expiries = history.tests.flatMap((t) => (t.testResult === "PASSED" && t.expiryDate ? [t.expiryDate] : []));
    if (expiries.length === 0) return MOT_STATUS.failed;
    const latest = expiries.reduce((a, b) => (a > b ? a : b));
    const shown = formatUkDate(latest);
    return latest >= today ? MOT_STATUS.validUntil(shown) : MOT_STATUS.expired(shown);
  }
  if (history?.status === "NO_HISTORY" && history.motTestDueDate) {
    return MOT_STATUS.firstDue(formatUkDate(history.motTestDueDate));
  }
  return formatUkDate(sellerDate) || NOT_SPECIFIED;
}

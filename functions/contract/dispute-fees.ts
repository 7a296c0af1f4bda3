// What a dispute's decision does to the sale's fees (decision 0171), pure so it is tested to the
// penny: UPHELD credits back every fee the sale recorded; PARTIAL credits the difference between
// each recorded fee and the fee of its band at the adjusted price (never more than was charged);
// REJECTED changes nothing. Credits are new negative rows; the fee rows themselves never change.
import { buyerFeeInPence } from "./fees";
import type { DisputeOutcome } from "./disputes";

export interface SaleFee {
  transactionId: number;
  organizationId: number;
  kind: "BUYER_FEE" | "SELLER_FEE";
  amountInPence: number;
  title: string;
}

export interface FeeCredit {
  organizationId: number;
  /** Negative: the credit. */
  amountInPence: number;
  title: string;
  /** The fee transaction it credits (its charge is what a refund goes back through). */
  feeTransactionId: number;
  /** Unique per dispute and fee, so a retried decision never credits twice. */
  reference: string;
}

/** The fee of the band a price falls in (ascending bands, upper bounds inclusive, null open). */
export function feeOfBands(bands: readonly { upToInPence: number | null; feeInPence: number }[], price: number) {
  return bands.find((b) => b.upToInPence === null || price <= b.upToInPence)?.feeInPence ?? 0;
}

export function disputeFeeCredits(input: {
  disputeId: number;
  outcome: DisputeOutcome;
  fees: readonly SaleFee[];
  /** PARTIAL: the price after the agreed reduction. */
  adjustedPriceInPence?: number;
  sellerBands: readonly { upToInPence: number | null; feeInPence: number }[];
}): FeeCredit[] {
  const { disputeId, outcome, fees } = input;
  if (outcome === "REJECTED") return [];
  return fees.flatMap((fee) => {
    let due = 0;
    if (outcome === "PARTIAL") {
      const price = input.adjustedPriceInPence ?? 0;
      const banded = fee.kind === "BUYER_FEE" ? buyerFeeInPence(price) : feeOfBands(input.sellerBands, price);
      due = Math.min(fee.amountInPence, banded);
    }
    const credit = fee.amountInPence - due;
    if (credit <= 0) return [];
    const why = outcome === "UPHELD" ? "sale cancelled" : "price adjusted";
    return [
      {
        organizationId: fee.organizationId,
        amountInPence: -credit,
        title: `Dispute credit (${why}): ${fee.title}`,
        feeTransactionId: fee.transactionId,
        reference: `dispute:${disputeId}:credit:${fee.transactionId}`,
      },
    ];
  });
}

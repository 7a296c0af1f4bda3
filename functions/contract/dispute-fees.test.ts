import { describe, expect, it } from "vitest";
import { disputeFeeCredits, feeOfBands, type SaleFee } from "./dispute-fees";
import { buyerFeeInPence } from "./fees";

const bands = [
  { upToInPence: 100000, feeInPence: 3500 },
  { upToInPence: 250000, feeInPence: 5000 },
  { upToInPence: null, feeInPence: 9900 },
];
const fees: SaleFee[] = [
  {
    transactionId: 7,
    organizationId: 2,
    kind: "BUYER_FEE",
    amountInPence: buyerFeeInPence(260000),
    title: "Buyer's fee: X",
  },
  { transactionId: 8, organizationId: 1, kind: "SELLER_FEE", amountInPence: 9900, title: "Seller's fee: X" },
];

describe("dispute fee credits", () => {
  it("reads a band's fee with inclusive upper bounds", () => {
    expect(feeOfBands(bands, 100000)).toBe(3500);
    expect(feeOfBands(bands, 100001)).toBe(5000);
    expect(feeOfBands(bands, 9_000_000)).toBe(9900);
  });

  it("credits back every recorded fee when upheld, to the penny", () => {
    const credits = disputeFeeCredits({ disputeId: 3, outcome: "UPHELD", fees, sellerBands: bands });
    expect(credits).toEqual([
      {
        organizationId: 2,
        amountInPence: -7500,
        title: "Dispute credit (sale cancelled): Buyer's fee: X",
        feeTransactionId: 7,
        reference: "dispute:3:credit:7",
      },
      {
        organizationId: 1,
        amountInPence: -9900,
        title: "Dispute credit (sale cancelled): Seller's fee: X",
        feeTransactionId: 8,
        reference: "dispute:3:credit:8",
      },
    ]);
    expect(credits.reduce((s, c) => s + c.amountInPence, 0) + fees.reduce((s, f) => s + f.amountInPence, 0)).toBe(0);
  });

  it("credits the band difference at the adjusted price when partial", () => {
    // £2,600 to £2,400: buyer band £75 to £50, seller band £99 to £50.
    const credits = disputeFeeCredits({
      disputeId: 3,
      outcome: "PARTIAL",
      fees,
      adjustedPriceInPence: 240000,
      sellerBands: bands,
    });
    expect(credits.map((c) => c.amountInPence)).toEqual([-2500, -4900]);
  });

  it("credits nothing when the adjusted price stays in the same bands, or when rejected", () => {
    expect(
      disputeFeeCredits({ disputeId: 3, outcome: "PARTIAL", fees, adjustedPriceInPence: 255000, sellerBands: bands }),
    ).toEqual([]);
    expect(disputeFeeCredits({ disputeId: 3, outcome: "REJECTED", fees, sellerBands: bands })).toEqual([]);
  });

  it("never credits more than the fee charged (a fee set lower than today's band)", () => {
    const low: SaleFee[] = [{ ...fees[1], amountInPence: 1000 }];
    expect(
      disputeFeeCredits({
        disputeId: 3,
        outcome: "PARTIAL",
        fees: low,
        adjustedPriceInPence: 50000,
        sellerBands: bands,
      }),
    ).toEqual([]);
  });

  it("credits nothing for a sale in the free trial (no fees recorded)", () => {
    expect(disputeFeeCredits({ disputeId: 3, outcome: "UPHELD", fees: [], sellerBands: bands })).toEqual([]);
  });
});

// The fee tables shown on registration (spec 000 sections 2 and 9): the buyer bands of spec 001
// section 9, and the seller bands from fee settings (seeded equal to the buyer's, DESIGN "Fees").
import type { Db } from "../db/client";
import { BUYER_FEE_BANDS } from "../contract/fees";
import { bandStarts } from "../contract/fee-bands";
import { readSellerFeeBands } from "../ops/fee-settings";
import type { FeeBand, FeesSettings } from "../contract/dto/registration";

export async function feesSettings(db: Db): Promise<FeesSettings> {
  const sellerBands = await readSellerFeeBands(db);
  const starts = bandStarts(BUYER_FEE_BANDS);
  const bands: FeeBand[] = BUYER_FEE_BANDS.map((band, i) => ({
    fromInPence: starts[i],
    toInPence: band.upToInPence,
    buyerFeeInPence: band.feeInPence,
    sellerFeeInPence:
      sellerBands.find((s) => s.upToInPence === band.upToInPence)?.feeInPence ??
      sellerBands[i]?.feeInPence ??
      band.feeInPence,
  }));
  return { bands };
}

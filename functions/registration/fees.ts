// The fee tables shown on registration (spec 000 sections 2 and 9): the buyer bands of spec 001
// section 9, and the seller bands from fee settings (seeded equal to the buyer's, DESIGN "Fees").
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { feeSettings } from "../db/schema";
import { BUYER_FEE_BANDS } from "../contract/fees";
import type { FeeBand, FeesSettings } from "../contract/dto/registration";

export async function feesSettings(db: Db): Promise<FeesSettings> {
  const seller = await db
    .select({ upTo: feeSettings.upToInPence, fee: feeSettings.feeInPence })
    .from(feeSettings)
    .where(eq(feeSettings.kind, "SELLER_FEE"))
    .orderBy(asc(feeSettings.upToInPence))
    .all();
  // SQLite sorts NULL first; the open band belongs last.
  const sellerBands = [...seller.filter((b) => b.upTo !== null), ...seller.filter((b) => b.upTo === null)];
  let from = 0;
  const bands: FeeBand[] = BUYER_FEE_BANDS.map((band, i) => {
    const row: FeeBand = {
      fromInPence: from,
      toInPence: band.upToInPence,
      buyerFeeInPence: band.feeInPence,
      sellerFeeInPence:
        sellerBands.find((s) => s.upTo === band.upToInPence)?.fee ?? sellerBands[i]?.fee ?? band.feeInPence,
    };
    from = (band.upToInPence ?? 0) + 1;
    return row;
  });
  return { bands };
}

// The seller fee bands as fee settings hold them (decision 0017): read in one place for the
// registration fee table and the ops fee form, ascending with the open band last.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { feeSettings } from "../db/schema";
import { byUpperBound } from "../contract/fee-bands";

export interface SellerFeeBandRow {
  id: number;
  upToInPence: number | null;
  feeInPence: number;
}

export async function readSellerFeeBands(db: Db): Promise<SellerFeeBandRow[]> {
  const rows = await db
    .select({ id: feeSettings.id, upToInPence: feeSettings.upToInPence, feeInPence: feeSettings.feeInPence })
    .from(feeSettings)
    .where(eq(feeSettings.kind, "SELLER_FEE"))
    .all();
  return rows.sort(byUpperBound);
}

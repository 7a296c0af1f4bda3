// The supplier's invoice details (decision 0113): one platform_settings row, read by the invoice
// PDF and written by ops. A stored value that no longer passes the schema reads as unset, so an
// invoice never prints half-checked details.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { platformSettings } from "../db/schema";
import { SUPPLIER_SETTING_KEY, SupplierDetailsSchema, type SupplierDetails } from "../contract/supplier";

export async function readSupplier(db: Db): Promise<SupplierDetails | null> {
  const row = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, SUPPLIER_SETTING_KEY))
    .get();
  if (!row) return null;
  try {
    const parsed = SupplierDetailsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The upsert, to batch with its audit row. */
export function saveSupplier(db: Db, details: SupplierDetails, memberId: number, nowIso: string) {
  const value = JSON.stringify(details);
  return db
    .insert(platformSettings)
    .values({ key: SUPPLIER_SETTING_KEY, value, updatedById: memberId, updatedOn: nowIso })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value, updatedById: memberId, updatedOn: nowIso },
    });
}

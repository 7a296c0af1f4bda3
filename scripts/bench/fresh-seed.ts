// What every fresh bench database holds: the reference data and the demo logins, no auctions.
import { seedAccounts } from "../seed/accounts";
import { seedContentPages, seedMakes, seedPostcodes } from "../seed/reference-data";
import { seedOutcodes } from "../seed/outcodes";

export async function seedFreshDatabase(db: D1Database): Promise<void> {
  await seedOutcodes(db);
  await seedPostcodes(db);
  await seedMakes(db);
  await seedContentPages(db);
  await seedAccounts(db);
}

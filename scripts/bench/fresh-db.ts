// `tsx scripts/bench/fresh-db.ts DIR`: a fresh database for the page-weight benchmark: migrations are
// applied by the caller; this adds only the reference data and the demo logins, no auctions, so
// every listing the benchmark shows is one it made through the wizard's API.
import { openLocalBindings } from "../seed/local-bindings";
import { seedFreshDatabase } from "./fresh-seed";

const persistTo = process.argv[2];
if (!persistTo) throw new Error("usage: tsx scripts/bench/fresh-db.ts DIR");
const { db, dispose } = await openLocalBindings(persistTo);
try {
  await seedFreshDatabase(db);
} finally {
  await dispose();
}

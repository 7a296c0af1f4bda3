// `tsx scripts/bench/soak/soak-db.ts DIR`: the soak's database (issue 26 item 5). The fresh bench
// database (reference data and the demo logins), plus ten dealer organisations that both buy and
// sell, each with one owner (who lists) and twenty buyers (who bid): 200 bidders of 10 organisations.
// Written straight into local D1 before the server starts, like every seed here.
import { openLocalBindings } from "../../seed/local-bindings";
import { DEMO_PASSWORD, insert as insertId, postalCodeId } from "../../seed/accounts";
import { seedFreshDatabase } from "../fresh-seed";
import { hashPassword } from "../../../functions/accounts/passwords";
import { SOAK_ORGS, SOAK_BUYERS_PER_ORG, soakBuyerEmail, soakOwnerEmail } from "./soak-people.mjs";

const POSTCODES = [
  "LS1 4AP",
  "M1 1AE",
  "B1 1AA",
  "NG1 1AA",
  "S1 2AA",
  "BS1 4DJ",
  "CF10 1AA",
  "NE1 1AA",
  "L1 1AA",
  "G1 1AA",
];

const persistTo = process.argv[2];
if (!persistTo) throw new Error("usage: tsx scripts/bench/soak/soak-db.ts DIR");
const { db, dispose } = await openLocalBindings(persistTo);
try {
  await seedFreshDatabase(db);
  const hash = await hashPassword(DEMO_PASSWORD);
  for (let o = 0; o < SOAK_ORGS; o++) {
    const name = `Soak Motors ${o + 1}`;
    const orgId = await insertId(
      db,
      `INSERT INTO organizations (official_company_name, trade_name, vat_number, dealer_type, is_buyer, is_seller,
        is_transaction_management, status, email, phone_number)
       VALUES (?, ?, ?, 'INDEPENDENT_DEALER', 1, 1, 1, 'ACTIVE', ?, '01134960000')`,
      `${name} Limited`,
      name,
      `GB9${String(o).padStart(8, "0")}`,
      soakOwnerEmail(o),
    );
    const locationId = await insertId(
      db,
      "INSERT INTO locations (organization_id, postal_code_id, address, city, county, is_main) VALUES (?, ?, ?, ?, ?, 1)",
      orgId,
      await postalCodeId(db, POSTCODES[o % POSTCODES.length]),
      `${o + 1} Forecourt Road`,
      "Leeds",
      "West Yorkshire",
    );
    const people = [
      { email: soakOwnerEmail(o), owner: 1, seller: 1, buyer: 0 },
      ...Array.from({ length: SOAK_BUYERS_PER_ORG }, (_, b) => ({
        email: soakBuyerEmail(o, b),
        owner: 0,
        seller: 0,
        buyer: 1,
      })),
    ];
    for (const p of people) {
      await db
        .prepare(
          `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, phone_number, position,
            location_id, is_owner, is_buyer, is_seller, is_transaction_acceptor, status, accept_newsletter)
           VALUES (?, ?, ?, 'Soak', ?, '07700900000', ?, ?, ?, ?, ?, ?, 'ACTIVE', 0)`,
        )
        .bind(
          orgId,
          p.email,
          hash,
          p.email.split("@")[0],
          p.owner ? "OWNER" : "BUYER",
          locationId,
          p.owner,
          p.buyer,
          p.seller,
          p.owner,
        )
        .run();
    }
  }
} finally {
  await dispose();
}

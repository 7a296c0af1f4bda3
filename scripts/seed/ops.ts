// Demo data for the ops console (issue 12): one organisation waiting for verification with its
// pending owner, and two changes Northfield Motors asked for (a landline and a new site), so /ops
// has a queue to work through on a fresh machine. Registration and the account area create these
// for real; this only seeds what they would have written.
import { hashPassword } from "../../functions/accounts/passwords";
import { postalCodeId, type SeededAccounts } from "./accounts";

export const PENDING_OWNER = { email: "owner@moorside.test", firstName: "Morag", lastName: "Moor" };

async function insert(db: D1Database, sql: string, ...params: unknown[]): Promise<number> {
  const row = await db
    .prepare(`${sql} RETURNING id`)
    .bind(...params)
    .first<{ id: number }>();
  if (!row) throw new Error(`insert returned nothing: ${sql}`);
  return row.id;
}

// As the demo sites are stored: a sample postcode at its outward code's centroid, never a
// "directory" row, which would make every other postcode unknown (decision 0030).
const postcode = postalCodeId;

export async function seedOpsDemo(db: D1Database, accounts: SeededAccounts, password: string): Promise<void> {
  const orgId = await insert(
    db,
    `INSERT INTO organizations (official_company_name, trade_name, vat_number, company_register_number, dealer_type,
      is_buyer, is_seller, status, landline_phone_number, email, phone_number)
     VALUES ('Moorside Motor Company Ltd', 'Moorside Motors', 'GB555000111', '11223344', 'INDEPENDENT_DEALER', 1, 0, 'PENDING', '01904000111', ?, '01904000111')`,
    PENDING_OWNER.email,
  );
  const locationId = await insert(
    db,
    "INSERT INTO locations (organization_id, postal_code_id, address, city, county, is_main) VALUES (?, ?, '8 Moor Lane', 'York', 'North Yorkshire', 1)",
    orgId,
    await postcode(db, "YO24 1AA"),
  );
  await db
    .prepare(
      `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, position, location_id, is_owner, is_buyer, status)
       VALUES (?, ?, ?, ?, ?, 'OWNER', ?, 1, 1, 'PENDING')`,
    )
    .bind(
      orgId,
      PENDING_OWNER.email,
      await hashPassword(password),
      PENDING_OWNER.firstName,
      PENDING_OWNER.lastName,
      locationId,
    )
    .run();

  const northfield = accounts.organizations.northfield;
  const asker = accounts.members["owner@northfield.test"]?.id ?? null;
  const change = (kind: string, payload: unknown) =>
    db
      .prepare("INSERT INTO pending_changes (organization_id, kind, payload, requested_by_id) VALUES (?, ?, ?, ?)")
      .bind(northfield, kind, JSON.stringify(payload), asker)
      .run();
  await db.prepare("UPDATE organizations SET landline_pending = 1 WHERE id = ?").bind(northfield).run();
  await change("LANDLINE", { landlinePhoneNumber: "01134960999" });
  await change("LOCATION", {
    postalCodeId: await postcode(db, "WF1 1AA"),
    address: "22 Kirkgate",
    city: "Wakefield",
    county: "West Yorkshire",
  });
}

// Demo data for payments (issue 14): Northfield Motors pays by card, Hilltop Autos by Direct Debit,
// and Lakeside Autos is blocked for payment after a declined fee, so the wallet and the blocked
// messages have something real to show on a fresh machine. The Stripe ids are demo values: with
// real keys set, a new card or mandate replaces them.
import { postalCodeId, type SeededAccounts } from "./accounts";

export const BLOCKED_OWNER = { email: "owner@lakeside.test", firstName: "Lena", lastName: "Lake" };

async function insert(db: D1Database, sql: string, ...params: unknown[]): Promise<number> {
  const row = await db
    .prepare(`${sql} RETURNING id`)
    .bind(...params)
    .first<{ id: number }>();
  if (!row) throw new Error(`insert returned nothing: ${sql}`);
  return row.id;
}

export async function seedPaymentsDemo(
  db: D1Database,
  accounts: SeededAccounts,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const method = (orgId: number, kind: string, pm: string, last4: string | null) =>
    db
      .prepare(
        `UPDATE organizations SET payment_method = ?, stripe_customer_id = ?, stripe_payment_method_id = ?, card_last4 = ?,
           payment_method_updated_on = ? WHERE id = ?`,
      )
      .bind(kind, `cus_demo_${orgId}`, pm, last4, at, orgId)
      .run();
  await method(accounts.organizations.northfield, "CREDIT_CARD", "pm_demo_visa", "4242");
  await method(accounts.organizations.hilltop, "DIRECT_DEBIT", "pm_demo_bacs", null);

  const orgId = await insert(
    db,
    `INSERT INTO organizations (official_company_name, trade_name, vat_number, company_register_number, dealer_type,
      is_buyer, is_seller, status, landline_phone_number, email, phone_number, payment_method, stripe_customer_id,
      trial_started_on)
     VALUES ('Lakeside Autos Ltd', 'Lakeside Autos', 'GB555000222', '22334455', 'INDEPENDENT_DEALER', 1, 1,
       'BLOCKED_DUE_TO_PAYMENT', '01539000222', ?, '01539000222', 'CREDIT_CARD', ?, '2025-01-01T00:00:00.000Z')`,
    BLOCKED_OWNER.email,
    "cus_demo_lakeside",
  );
  const locationId = await insert(
    db,
    "INSERT INTO locations (organization_id, postal_code_id, address, city, county, is_main) VALUES (?, ?, '3 Lake Road', 'Kendal', 'Cumbria', 1)",
    orgId,
    await postalCodeId(db, "LA9 4AA"),
  );
  await db
    .prepare(
      `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, position, location_id,
         is_owner, is_buyer, is_seller, status, accept_newsletter)
       VALUES (?, ?, ?, ?, ?, 'OWNER', ?, 1, 1, 1, 'ACTIVE', 0)`,
    )
    .bind(orgId, BLOCKED_OWNER.email, passwordHash, BLOCKED_OWNER.firstName, BLOCKED_OWNER.lastName, locationId)
    .run();
  // The fee whose charge was declined: its card was removed, so the wallet asks for a new one.
  const transactionId = await insert(
    db,
    `INSERT INTO transactions (organization_id, kind, title, amount_in_pence, reference, created_on)
     VALUES (?, 'LAUNCH_FEE', 'Launch fee: 2018 Vauxhall Astra', 1000, 'demo:lakeside:launch', ?)`,
    orgId,
    at,
  );
  await db
    .prepare(
      `INSERT INTO charges (transaction_id, organization_id, amount_in_pence, status, method, attempts, last_error,
         attempted_on, created_on, updated_on)
       VALUES (?, ?, 1200, 'FAILED', 'card', 1, 'Your card was declined.', ?, ?, ?)`,
    )
    .bind(transactionId, orgId, at, at, at)
    .run();
}

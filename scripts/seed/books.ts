// The books' demo (issue 14): the demo organisations' free trials ended months ago, so every SOLD
// auction in the seed carries its buyer's and seller's fee (the rows the auction engine writes on
// SOLD, with the same references), and every month before this one is invoiced as the cron would.
import { buyerFeeInPence } from "../../functions/contract/fees";
import { invoiceMonth } from "../../functions/books/invoicing";
import { londonDay, nextPeriod, periodBounds, previousPeriod } from "../../functions/books/periods";
import { SUPPLIER_SETTING_KEY, SupplierDetailsSchema } from "../../functions/contract/supplier";

/** The demo's supplier on its invoices (decision 0113); ops change it on /ops/invoice-details. */
export const DEMO_SUPPLIER = SupplierDetailsSchema.parse({
  name: "Trade Auction Ltd",
  address: "10 Wellington Place",
  city: "Leeds",
  county: "West Yorkshire",
  postcode: "LS1 4AP",
  vatNumber: "GB 123 4567 89",
  companyNumber: "09876543",
  email: "accounts@tradeauction.test",
  phone: "0113 496 0000",
});

const DEMO_TRIAL_START_MONTHS_AGO = 9;

interface SoldRow {
  id: number;
  organization_id: number;
  winner_organization_id: number;
  won_bid_price_in_pence: number;
  sold_on: string;
  launch_count: number;
  title: string;
}

export async function seedBooks(
  db: D1Database,
  organizationIds: number[],
  now: Date,
): Promise<{ fees: number; invoices: number }> {
  const trialStart = new Date(now);
  trialStart.setUTCMonth(trialStart.getUTCMonth() - DEMO_TRIAL_START_MONTHS_AGO);
  const ids = organizationIds.join(",");
  await db
    .prepare(`UPDATE organizations SET trial_started_on = ? WHERE id IN (${ids})`)
    .bind(trialStart.toISOString())
    .run();
  const sold = await db
    .prepare(
      `SELECT a.id, a.organization_id, a.winner_organization_id, a.won_bid_price_in_pence, a.sold_on, a.launch_count,
         mk.name || ' ' || md.name || ' ' || v.derivative AS title
       FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
         JOIN vehicle_makes mk ON mk.id = v.make_id JOIN vehicle_models md ON md.id = v.model_id
       WHERE a.status = 'SOLD' AND a.winner_organization_id IS NOT NULL ORDER BY a.sold_on`,
    )
    .all<SoldRow>();
  const insert = db.prepare(
    `INSERT OR IGNORE INTO transactions (organization_id, kind, title, amount_in_pence, auction_id, reference, created_on)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const sellerFee = db.prepare(
    `INSERT OR IGNORE INTO transactions (organization_id, kind, title, amount_in_pence, auction_id, reference, created_on)
     SELECT ?, 'SELLER_FEE', ?, f.fee_in_pence, ?, ?, ?
     FROM (SELECT fee_in_pence FROM fee_settings WHERE kind = 'SELLER_FEE' AND (up_to_in_pence IS NULL OR up_to_in_pence >= ?)
           ORDER BY up_to_in_pence IS NULL, up_to_in_pence LIMIT 1) AS f WHERE f.fee_in_pence > 0`,
  );
  const statements = sold.results.flatMap((a) => [
    insert.bind(
      a.winner_organization_id,
      "BUYER_FEE",
      `Buyer's fee: ${a.title}`,
      buyerFeeInPence(a.won_bid_price_in_pence),
      a.id,
      `auction:${a.id}:sold:${a.launch_count}:buyer`,
      a.sold_on,
    ),
    sellerFee.bind(
      a.organization_id,
      `Seller's fee: ${a.title}`,
      a.id,
      `auction:${a.id}:sold:${a.launch_count}:seller`,
      a.sold_on,
      a.won_bid_price_in_pence,
    ),
  ]);
  if (statements.length) await db.batch(statements);
  await db
    .prepare("INSERT OR IGNORE INTO platform_settings (key, value) VALUES (?, ?)")
    .bind(SUPPLIER_SETTING_KEY, JSON.stringify(DEMO_SUPPLIER))
    .run();
  // Every month from the first sale to last month, issued on the 1st of the month after.
  const last = previousPeriod(now.toISOString());
  let invoices = 0;
  if (sold.results.length) {
    for (let period = londonDay(sold.results[0].sold_on).slice(0, 7); period <= last; period = nextPeriod(period)) {
      const issuedOn = new Date(Date.parse(periodBounds(period).end) + 6 * 3_600_000).toISOString();
      invoices += await invoiceMonth(db, period, issuedOn);
    }
  }
  await db
    .prepare("INSERT OR IGNORE INTO invoice_runs (period, invoice_count) VALUES (?, ?)")
    .bind(last, invoices)
    .run();
  return { fees: statements.length, invoices };
}

// `npm run seed -- --year 0.01 [--archive]`: a fraction of a year of national volume (issue 26
// item 4): 5 million launches, 100 million bids and 60 million photo rows a year, so 0.01 is 50,000
// launches (a fifth of them relaunches of the same auction row), 1,000,000 bids and 600,000 photo
// rows, over 12 months of dates across 200 organisations (20,000 a year). Every row is made inside
// SQLite by INSERT ... SELECT over a generated series, a month at a time, so the whole year loads
// in minutes with no per-row round trip. With --archive, each month ends with the Worker's own
// archiver run at that month's end (scripts/seed/worker-archiver.ts) until nothing more is due.
import { getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { locations, members, organizations } from "../../functions/db/schema";

export interface YearOptions {
  fraction: number;
  /** The archiver, run at a month's end (ISO); answers how many auctions it archived and the size after. */
  archive?: (nowIso: string) => Promise<{ archived: number; bytes: number; archiveBytes: number }>;
  /** Go on from the first month not yet simulated, with the organisations already made. */
  resume?: boolean;
  /** The first simulated month (UTC); the year runs 12 months from it. */
  start: Date;
  onMonth?: (m: MonthFigures) => void;
}

export interface MonthFigures {
  month: string;
  auctions: number;
  bids: number;
  photos: number;
  archived: number;
  /** The database's size after the month, as D1 reports it (meta.size_after). */
  bytes: number;
  /** The archive period's size (decision 0188); 0 without the archiver or an archive binding. */
  archiveBytes: number;
}

const YEAR = { auctions: 5_000_000, organizations: 20_000 };
const TEMPLATE_EMAIL = "owner@northfield.test";
const series = (n: number) => `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${n - 1})`;

/** INSERT of `count` copies of row `templateId` of `table`, with some columns overridden (SQL over `i`). */
function cloneSql(table: SQLiteTable, name: string, templateId: number, count: number, set: Record<string, string>) {
  const cols = Object.values(getTableColumns(table))
    .map((c) => c.name)
    .filter((c) => c !== "id");
  const values = cols.map((c) => set[c] ?? `t.${c}`);
  return `${series(count)} INSERT INTO ${name} (${cols.join(", ")}) SELECT ${values.join(", ")} FROM s, ${name} t WHERE t.id = ${templateId}`;
}

/**
 * One row of a read. Reads are retried: the local D1 proxy's socket can be dropped while it sits
 * idle through a long archive pass ("fetch failed" on the next call), and a read changes nothing.
 */
async function first<T>(db: D1Database, sql: string, attempt = 1): Promise<T> {
  let row: T | null;
  try {
    row = await db.prepare(sql).first<T>();
  } catch (error) {
    if (attempt >= 5) throw error;
    return first(db, sql, attempt + 1);
  }
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

/** The organisations of a simulation cut short, to go on from its next month (--resume). */
async function existingSimOrganizations(db: D1Database) {
  return first<{ firstOrg: number; firstLoc: number; firstMember: number; months: number }>(
    db,
    `SELECT MIN(o.id) AS firstOrg, (SELECT MIN(id) FROM locations WHERE organization_id = MIN(o.id)) AS firstLoc,
       (SELECT MIN(id) FROM members WHERE organization_id = MIN(o.id)) AS firstMember,
       (SELECT COUNT(DISTINCT substr(created_on, 1, 7)) FROM vehicles WHERE organization_id >= MIN(o.id)) AS months
     FROM organizations o WHERE o.email LIKE 'sim%@sim.test'`,
  );
}

/** 200 organisations (at 0.01), each one owner who buys and sells, and one location. */
async function simOrganizations(db: D1Database, count: number) {
  const t = await first<{ m: number; o: number; l: number }>(
    db,
    `SELECT m.id AS m, m.organization_id AS o, (SELECT id FROM locations WHERE organization_id = m.organization_id LIMIT 1) AS l
     FROM members m WHERE m.email = '${TEMPLATE_EMAIL}'`,
  );
  const firstOrg = (await first<{ n: number }>(db, "SELECT COALESCE(MAX(id), 0) + 1 AS n FROM organizations")).n;
  await db
    .prepare(
      cloneSql(organizations, "organizations", t.o, count, {
        trade_name: "'Sim Motors ' || i",
        official_company_name: "'Sim Motors ' || i || ' Ltd'",
        vat_number: "'GBSIM' || i",
        email: "'sim' || i || '@sim.test'",
        group_id: "NULL",
      }),
    )
    .run();
  const firstLoc = (await first<{ n: number }>(db, "SELECT COALESCE(MAX(id), 0) + 1 AS n FROM locations")).n;
  await db.prepare(cloneSql(locations, "locations", t.l, count, { organization_id: `${firstOrg} + i` })).run();
  const firstMember = (await first<{ n: number }>(db, "SELECT COALESCE(MAX(id), 0) + 1 AS n FROM members")).n;
  await db
    .prepare(
      cloneSql(members, "members", t.m, count, {
        organization_id: `${firstOrg} + i`,
        location_id: `${firstLoc} + i`,
        email: "'dealer' || i || '@sim.test'",
        is_owner: "1",
        is_buyer: "1",
        is_seller: "1",
        is_transaction_acceptor: "1",
      }),
    )
    .run();
  return { firstOrg, firstLoc, firstMember };
}

/** The database's size as D1 reports it after any statement; this one changes nothing, so it is retried. */
export async function sizeOf(db: D1Database, attempt = 1): Promise<number> {
  try {
    return (await db.prepare("SELECT 1").run()).meta.size_after;
  } catch (error) {
    if (attempt >= 5) throw error;
    return sizeOf(db, attempt + 1);
  }
}

/**
 * The month's batch; answers the size after it. At 50k the local D1 proxy drops its socket while
 * the batch runs (about 20 s in), after the batch has committed ("fetch failed: other side closed").
 * A batch is one transaction, so the month's vehicles tell which: there, it committed; none, it is
 * sent again.
 */
async function insertMonth(db: D1Database, ctx: MonthContext, attempt = 1): Promise<number> {
  try {
    const results = await db.batch(monthStatements(db, ctx));
    return results[results.length - 1].meta.size_after;
  } catch (error) {
    const made = await first<{ n: number }>(db, `SELECT COUNT(*) AS n FROM vehicles WHERE id > ${ctx.lastVehicle}`);
    if (made.n === ctx.n) return sizeOf(db);
    if (made.n !== 0 || attempt >= 3) throw error;
    return insertMonth(db, ctx, attempt + 1);
  }
}

/** One month of launches with their vehicles, photos, bids, notices and fees. */
function monthStatements(db: D1Database, o: MonthContext): D1PreparedStatement[] {
  const { n, orgs, firstOrg, firstLoc, firstMember, startMs, spanMs, lastVehicle, models } = o;
  // Deterministic pseudo-random per row: (i * prime) % m.
  const org = (expr: string) => `(${firstOrg} + (${expr}) % ${orgs})`;
  const member = (expr: string) => `(${firstMember} + (${expr}) % ${orgs})`;
  const at = (expr: string) =>
    `strftime('%Y-%m-%dT%H:%M:%fZ', (${startMs} + (${expr}) * ${spanMs} / ${n}) / 1000.0, 'unixepoch')`;
  const v = `v.id > ${lastVehicle}`;
  return [
    db.prepare(`${series(n)} INSERT INTO vehicles (organization_id, seller_id, registration_plate, make_id, model_id,
        derivative, mileage, year, date_of_first_registration, mot, colour, car_type, doors, fuel, engine_size, transmission,
        previous_keepers_in_total, vin, description, tire_nearside_front_mm, tire_offside_front_mm, tire_nearside_rear_mm,
        tire_offside_rear_mm, service_history_type, service_history_records, features, created_on, last_modified_on)
      SELECT ${org("i * 7")}, ${member("i * 7")}, 'SM' || (10 + i % 60) || ' ' || char(65 + i % 26, 65 + i * 3 % 26, 65 + i * 7 % 26),
        (SELECT make_id FROM vehicle_models WHERE id = m.id), m.id,
        '1.5 TSI SE ' || (i % 5 + 3) || 'dr', 5000 + i * 7919 % 140000, 2012 + i % 13, '2019-03-01', '2026-03-01', 'Blue',
        'Hatchback', 5, 'Petrol', 1498, 'Manual', 1 + i % 5, 'WVWZZZ' || printf('%011d', i),
        'Sim listing ' || i || '. Two keys, full service history, recent cambelt, minor marks commensurate with age and mileage.',
        5, 5, 4, 4, 'FULL', '[{"date":"2024-03-01","mileage":30000,"serviceName":"Annual service"}]',
        '{"dictionary":[{"id":1,"value":"Sat Nav"}],"custom":["Tow bar"]}', ${at("i")}, ${at("i")}
      FROM s JOIN (SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS k FROM vehicle_models) m ON m.k = (i * 13) % ${models}`),
    // A fifth are relaunched once (launch_count 2): n launches make n - n/5 auction rows... kept
    // simple: every vehicle one auction row, a fifth of them carrying two launches' bids.
    db.prepare(`INSERT INTO auctions (vehicle_id, organization_id, seller_id, location_id, make_id, status, type,
        minimum_price_in_pence, time_option, publish_target, launched_on, ends_on, bid_count, highest_bid_in_pence,
        winner_organization_id, winner_bidder_id, won_bid_price_in_pence, sold_on, launch_count, version, created_on, last_modified_on)
      SELECT v.id, v.organization_id, v.seller_id, ${firstLoc} + v.organization_id - ${firstOrg}, v.make_id,
        CASE WHEN v.id % 20 < 11 THEN 'SOLD' WHEN v.id % 20 < 14 THEN 'ENDED' WHEN v.id % 20 < 19 THEN 'REJECTED' ELSE 'CANCELLED' END,
        'PHYSICAL', 500000, 1440, 'EVERYWHERE', v.created_on, strftime('%Y-%m-%dT%H:%M:%fZ', v.created_on, '+1 day'),
        0, NULL, NULL, NULL, NULL, NULL, CASE WHEN v.id % 5 = 0 THEN 2 ELSE 1 END, 3,
        v.created_on, strftime('%Y-%m-%dT%H:%M:%fZ', v.created_on, '+2 days')
      FROM vehicles v WHERE ${v}`),
    db.prepare(`${series(12)} INSERT INTO vehicle_media (vehicle_id, organization_id, uploaded_by, r2_key, content_type, size_bytes,
        kind, perspective, sort_number, thumbnail_r2_key, created_on)
      SELECT v.id, v.organization_id, v.seller_id, 'sim/' || v.id || '-' || s.i || '.jpg', 'image/jpeg', 410000, 'PHOTO',
        CASE WHEN s.i = 0 THEN 'MASTER' ELSE NULL END, s.i, 'sim/' || v.id || '-' || s.i || '-480.jpg', v.created_on
      FROM vehicles v, s WHERE ${v}`),
    // ENDED auctions had no bids; the others 13 to 34 (about 20 a launch overall), from 5 organisations.
    db.prepare(`${series(35)} INSERT INTO bids (id, auction_id, launch_number, seq, bidder_id, bidder_organization_id,
        amount_in_pence, is_highest, created_on)
      SELECT 'sim-' || a.id || '-' || s.i, a.id, CASE WHEN a.launch_count = 2 AND s.i % 2 = 1 THEN 1 ELSE a.launch_count END,
        s.i, ${member("a.id * 31 + (s.i % 5) * 17 + 1")}, ${org("a.id * 31 + (s.i % 5) * 17 + 1")},
        100000 + s.i * 25000, 0, strftime('%Y-%m-%dT%H:%M:%fZ', a.launched_on, '+' || (s.i * 40) || ' minutes')
      FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id, s
      WHERE ${v} AND a.status != 'ENDED' AND s.i < 13 + (a.id * 7) % 22`),
    db.prepare(`UPDATE auctions SET bid_count = (SELECT COUNT(*) FROM bids b WHERE b.auction_id = auctions.id AND b.launch_number = auctions.launch_count),
        highest_bid_in_pence = (SELECT MAX(amount_in_pence) FROM bids b WHERE b.auction_id = auctions.id AND b.launch_number = auctions.launch_count)
      WHERE vehicle_id > ${lastVehicle} AND status != 'ENDED'`),
    db.prepare(`UPDATE auctions SET winner_organization_id = (SELECT bidder_organization_id FROM bids b WHERE b.auction_id = auctions.id
          AND b.launch_number = auctions.launch_count ORDER BY amount_in_pence DESC LIMIT 1),
        winner_bidder_id = (SELECT bidder_id FROM bids b WHERE b.auction_id = auctions.id
          AND b.launch_number = auctions.launch_count ORDER BY amount_in_pence DESC LIMIT 1),
        won_bid_price_in_pence = CASE WHEN status = 'SOLD' THEN highest_bid_in_pence END,
        sold_on = CASE WHEN status = 'SOLD' THEN ends_on END
      WHERE vehicle_id > ${lastVehicle} AND status IN ('SOLD', 'REJECTED')`),
    db.prepare(`${series(6)} INSERT INTO member_notices (member_id, kind, auction_id, notice_key, title, message, batch, created_on)
      SELECT a.seller_id, 'SIM', a.id, 'sim:' || a.id || ':' || s.i, 'Auction update',
        'Your auction of the ' || a.id || ' has an update: a bid was placed, the auction ended or the buyer accepted.', 'sim', a.ends_on
      FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id, s WHERE ${v}`),
    db.prepare(`${series(2)} INSERT INTO transactions (organization_id, kind, title, amount_in_pence, auction_id, reference, created_on)
      SELECT CASE WHEN s.i = 0 THEN a.winner_organization_id ELSE a.organization_id END,
        CASE WHEN s.i = 0 THEN 'BUYER_FEE' ELSE 'SELLER_FEE' END, 'Fee: sim vehicle ' || a.id, 9500, a.id,
        'sim:' || a.id || ':' || s.i, a.sold_on
      FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id, s WHERE ${v} AND a.status = 'SOLD'`),
  ];
}

interface MonthContext {
  n: number;
  orgs: number;
  firstOrg: number;
  firstLoc: number;
  firstMember: number;
  startMs: number;
  spanMs: number;
  lastVehicle: number;
  models: number;
}

export async function simulateYear(db: D1Database, options: YearOptions): Promise<MonthFigures[]> {
  const perMonth = Math.round((YEAR.auctions * options.fraction) / 12);
  const orgs = Math.max(2, Math.round(YEAR.organizations * options.fraction));
  const resumed = options.resume ? await existingSimOrganizations(db) : null;
  const ids = resumed?.firstOrg ? resumed : await simOrganizations(db, orgs);
  const models = (await first<{ n: number }>(db, "SELECT COUNT(*) AS n FROM vehicle_models")).n;
  const out: MonthFigures[] = [];
  for (let m = resumed?.firstOrg ? resumed.months : 0; m < 12; m++) {
    const from = Date.UTC(options.start.getUTCFullYear(), options.start.getUTCMonth() + m, 1);
    const to = Date.UTC(options.start.getUTCFullYear(), options.start.getUTCMonth() + m + 1, 1);
    const lastVehicle = (await first<{ n: number }>(db, "SELECT COALESCE(MAX(id), 0) AS n FROM vehicles")).n;
    const ctx = { n: perMonth, orgs, ...ids, startMs: from, spanMs: to - from, lastVehicle, models };
    let bytes = await insertMonth(db, ctx);
    // Counted, not read from meta.changes: D1 counts the trigger's writes there too.
    const counts = await first<{ auctions: number; bids: number; photos: number }>(
      db,
      `SELECT (SELECT COUNT(*) FROM auctions WHERE vehicle_id > ${lastVehicle}) AS auctions,
         (SELECT COUNT(*) FROM bids WHERE auction_id IN (SELECT id FROM auctions WHERE vehicle_id > ${lastVehicle})) AS bids,
         (SELECT COUNT(*) FROM vehicle_media WHERE vehicle_id > ${lastVehicle}) AS photos`,
    );
    let archived = 0;
    let archiveBytes = 0;
    if (options.archive) {
      ({ archived, bytes, archiveBytes } = await options.archive(new Date(to).toISOString()));
    }
    const figures = { month: new Date(from).toISOString().slice(0, 7), ...counts, archived, bytes, archiveBytes };
    options.onMonth?.(figures);
    out.push(figures);
  }
  return out;
}

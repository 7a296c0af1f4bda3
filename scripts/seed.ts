// `npm run seed [-- --persist-to DIR] [--if-empty] [--auctions N] [--year F [--archive] [--resume]]`: demo data
// for local use and tests; --year adds a fraction F of a year of national volume (scripts/seed/year-simulation.ts). Never run against production: it only ever opens the local wrangler state.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openLocalBindings, DEFAULT_PERSIST_DIR } from "./seed/local-bindings";
import { seedAccounts, demoLogins, DEMO_PASSWORD } from "./seed/accounts";
import { PENDING_OWNER, seedOpsDemo } from "./seed/ops";
import { BLOCKED_OWNER, seedPaymentsDemo } from "./seed/payments";
import { hashPassword } from "../functions/accounts/passwords";
import { seedContentPages, seedMakes, seedPostcodes } from "./seed/reference-data";
import { seedOutcodes } from "./seed/outcodes";
import { seedBooks } from "./seed/books";
import { simulateYear } from "./seed/year-simulation";
import { openWorkerArchiver } from "./seed/worker-archiver";

/** Left in the state folder by a fresh seed until the wizard-listed auctions are made. */
const WIZARD_LISTINGS_PENDING = "wizard-listings-pending"; // read by scripts/start.mjs

interface Args {
  persistTo: string;
  ifEmpty: boolean;
  auctions: number | null;
  year: number | null;
  archive: boolean;
  resume: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    persistTo: DEFAULT_PERSIST_DIR,
    ifEmpty: false,
    auctions: null,
    year: null,
    archive: false,
    resume: false,
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--persist-to") args.persistTo = argv[++i];
    else if (argv[i] === "--if-empty") args.ifEmpty = true;
    else if (argv[i] === "--auctions") args.auctions = Number(argv[++i]);
    else if (argv[i] === "--year") args.year = Number(argv[++i]);
    else if (argv[i] === "--archive") args.archive = true;
    else if (argv[i] === "--resume") args.resume = true;
  }
  return args;
}

interface SeedAuctionsModule {
  seedAuctions(ctx: unknown, options: { count?: number }): Promise<unknown>;
  seedPastSales(ctx: unknown, options?: { months?: number; perMonth?: number }): Promise<number>;
}

interface SeedGuideSalesModule {
  seedGuideSales(ctx: unknown): Promise<number>;
}

async function loadAuctionSeeder(): Promise<SeedAuctionsModule | null> {
  if (!existsSync("scripts/seed/demo-auctions.mjs")) return null;
  // A variable specifier: the seeder is plain JavaScript, typed by the interface above.
  const specifier = "./seed/demo-auctions.mjs";
  return (await import(specifier)) as SeedAuctionsModule;
}

/** --year: the simulation; with --archive its database is the built Worker's, whose archiver runs. */
async function seedYear(args: Args, fraction: number) {
  const worker = args.archive ? await openWorkerArchiver(args.persistTo) : null;
  const { db, dispose } = worker ?? (await openLocalBindings(args.persistTo));
  try {
    const existing = await db.prepare("SELECT COUNT(*) AS n FROM members").first<{ n: number }>();
    if (!existing?.n) throw new Error("Seed the demo data first (npm run seed), then add a simulated year.");
    const started = Date.now();
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const months = await simulateYear(db, {
      fraction,
      resume: args.resume,
      archive: worker ? (nowIso) => worker.archiveAt(nowIso) : undefined,
      start,
      onMonth: (m) =>
        console.log(
          `${m.month}: ${m.auctions} auctions, ${m.bids} bids, ${m.photos} photos, ${m.archived} archived, ${(m.bytes / 1e6).toFixed(1)} MB (archive period ${(m.archiveBytes / 1e6).toFixed(1)} MB)`,
        ),
    });
    console.log(`Simulated ${fraction} of a year in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    // The growth curve, for the benchmark that reports it (scripts/bench/year-pages.mjs).
    writeFileSync(join(args.persistTo, "year-months.json"), JSON.stringify({ archive: args.archive, months }));
  } finally {
    await dispose();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.year !== null) return seedYear(args, args.year);
  const { db, media, dispose } = await openLocalBindings(args.persistTo);
  try {
    const existing = await db.prepare("SELECT COUNT(*) AS n FROM members").first<{ n: number }>();
    const seeded = (existing?.n ?? 0) > 0;
    if (args.auctions !== null) {
      if (!seeded) throw new Error("Seed the demo data first (npm run seed), then add bulk auctions.");
      const seeder = await loadAuctionSeeder();
      if (!seeder) throw new Error("The auction seeder is not available yet.");
      const ctx = await existingContext(db, media);
      await seeder.seedAuctions(ctx, { count: args.auctions });
      console.log(`Added ${args.auctions} live auctions.`);
      return;
    }
    if (seeded) {
      if (args.ifEmpty) {
        console.log("Database already has data; not seeding.");
        return;
      }
      throw new Error(`Database at ${args.persistTo} already has data. Delete that folder to start again.`);
    }
    const outcodes = await seedOutcodes(db);
    const postcodes = await seedPostcodes(db);
    const makes = await seedMakes(db);
    const pages = await seedContentPages(db);
    const accounts = await seedAccounts(db);
    await seedOpsDemo(db, accounts, DEMO_PASSWORD);
    await seedPaymentsDemo(db, accounts, await hashPassword(DEMO_PASSWORD), new Date());
    console.log(
      `Seeded ${outcodes} outward codes, ${postcodes} postcodes, ${makes.length} makes, ${pages} content pages, ${Object.keys(accounts.members).length} logins.`,
    );
    const seeder = await loadAuctionSeeder();
    if (seeder) {
      const ctx = { db, media, now: new Date(), makes, ...accounts };
      await seeder.seedAuctions(ctx, {});
      const pastSales = await seeder.seedPastSales(ctx);
      // Before the books, so these sales carry their fees like the others.
      const guideSpecifier = "./seed/guide-sales.mjs";
      const guide = (await import(guideSpecifier)) as SeedGuideSalesModule;
      const guideSales = await guide.seedGuideSales(ctx);
      const active = ["northfield", "hilltop", "riverside"].map((key) => accounts.organizations[key]);
      const books = await seedBooks(db, active, ctx.now);
      console.log(
        `Seeded demo auctions, ${pastSales} past sales, ${guideSales} price guide sales, ${books.fees} fees and ${books.invoices} monthly invoices.`,
      );
    }
    // The wizard-listed demo auctions need the running Worker (its API, rooms and media code):
    // `npm start` lists them once wrangler dev is up, and removes this note (decision 0079).
    writeFileSync(join(args.persistTo, WIZARD_LISTINGS_PENDING), new Date().toISOString());
    console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
    for (const row of demoLogins()) console.log(`  ${row.email.padEnd(26)} ${row.role}`);
    console.log(`  ${PENDING_OWNER.email.padEnd(26)} Moorside Motors: owner (PENDING, awaiting ops approval)`);
    console.log(`  ${BLOCKED_OWNER.email.padEnd(26)} Lakeside Autos: owner (blocked for payment: a declined fee)`);
  } finally {
    await dispose();
  }
}

/** Rebuilds the seeder's context from an already seeded database (for --auctions N). */
async function existingContext(db: D1Database, media: R2Bucket) {
  const members = await db
    .prepare("SELECT id, email, organization_id FROM members")
    .all<{ id: number; email: string; organization_id: number | null }>();
  const orgs = await db.prepare("SELECT id, trade_name FROM organizations").all<{ id: number; trade_name: string }>();
  const locs = await db
    .prepare("SELECT id, organization_id FROM locations ORDER BY id")
    .all<{ id: number; organization_id: number }>();
  const makes = await db.prepare("SELECT id, name FROM vehicle_makes ORDER BY id").all<{ id: number; name: string }>();
  const models = await db
    .prepare("SELECT id, make_id, name FROM vehicle_models ORDER BY id")
    .all<{ id: number; make_id: number; name: string }>();
  const keyOf = (tradeName: string) => tradeName.split(" ")[0].toLowerCase();
  const organizations: Record<string, number> = {};
  const locations: Record<string, number[]> = {};
  for (const o of orgs.results) {
    organizations[keyOf(o.trade_name)] = o.id;
    locations[keyOf(o.trade_name)] = locs.results.filter((l) => l.organization_id === o.id).map((l) => l.id);
  }
  return {
    db,
    media,
    now: new Date(),
    members: Object.fromEntries(members.results.map((m) => [m.email, { id: m.id, organizationId: m.organization_id }])),
    organizations,
    locations,
    makes: makes.results.map((m) => ({
      ...m,
      models: models.results.filter((x) => x.make_id === m.id).map(({ id, name }) => ({ id, name })),
    })),
  };
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

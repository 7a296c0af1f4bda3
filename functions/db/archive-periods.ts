// The archive D1 databases (decision 0188): one per period, bound as ARCHIVE_DB (everything before
// the first dated one) and ARCHIVE_DB_<YYYY> (auctions that ended in that year and after, until the
// next). At national volume a year of slim rows is about 7 GB, so a period is a year: each database
// stays under D1's 10 GB cap, and a closed period is never written again.
import type { Env } from "../env";
import { reportError } from "../observability/trace";

export interface ArchivePeriod {
  binding: string;
  fromYear: number;
  db: D1Database;
}

const BINDING = /^ARCHIVE_DB(?:_(\d{4}))?$/;

const isD1 = (value: unknown): value is D1Database =>
  typeof value === "object" && value !== null && typeof (value as { prepare?: unknown }).prepare === "function";

/** Every archive period bound to this Worker, oldest first; empty when none is (slim rows stay in DB). */
export function archivePeriods(env: Env): ArchivePeriod[] {
  const periods: ArchivePeriod[] = [];
  for (const [binding, value] of Object.entries(env)) {
    const match = BINDING.exec(binding);
    if (match && isD1(value)) periods.push({ binding, fromYear: match[1] ? Number(match[1]) : 0, db: value });
  }
  return periods.sort((a, b) => a.fromYear - b.fromYear);
}

/** The period an auction that ended at `endsOn` is archived into, or null when none is bound. */
export function periodOf(env: Env, endsOn: string | null): ArchivePeriod | null {
  const year = Number((endsOn ?? "0000").slice(0, 4));
  const periods = archivePeriods(env).filter((p) => p.fromYear <= year);
  return periods[periods.length - 1] ?? null;
}

/**
 * Binding names whose tables were seen, in this isolate: each period is checked once, then trusted.
 * A period found without them is checked again on the next read, so migrating it needs no restart.
 */
const migrated = new Set<string>();

async function hasTables(period: ArchivePeriod): Promise<boolean> {
  if (migrated.has(period.binding)) return true;
  try {
    await period.db.prepare("SELECT 1 FROM auctions LIMIT 0").all();
  } catch (error) {
    // Only a missing schema means "holds nothing"; any other failure is the read's to report.
    if (!/no such table/i.test(String(error))) throw error;
    reportError(new Error(`archive period ${period.binding} has no tables: its migrations are not applied`));
    return false;
  }
  migrated.add(period.binding);
  return true;
}

/**
 * The periods a read queries: every bound one whose migrations are applied. A period without its
 * tables holds no rows (the move writes into those tables, so it cannot have moved anything there),
 * so leaving it out answers exactly what reading it would, where reading it would fail the page.
 * Writers (the move) use archivePeriods and fail loudly instead.
 */
export async function readablePeriods(env: Env): Promise<ArchivePeriod[]> {
  const periods = archivePeriods(env);
  const readable = await Promise.all(periods.map(hasTables));
  return periods.filter((_, i) => readable[i]);
}

/** The first period holding auction `id`, with its row read by `sql` (a statement with ?1 the id). */
export async function findInPeriods<T>(
  env: Env,
  sql: string,
  id: number,
): Promise<{ period: ArchivePeriod; row: T } | null> {
  const periods = await readablePeriods(env);
  const rows = await Promise.all(periods.map((p) => p.db.prepare(sql).bind(id).first<T>()));
  const at = rows.findIndex((row) => row !== null);
  return at < 0 ? null : { period: periods[at], row: rows[at] as T };
}

/** The primary first, then every readable archive period: for reads that add up or merge across them. */
export async function allDatabases(env: Env): Promise<D1Database[]> {
  return [env.DB, ...(await readablePeriods(env)).map((p) => p.db)];
}

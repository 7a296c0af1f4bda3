// A list page over the primary D1 and the archive periods (decision 0188): the same card SQL runs
// on each database (the archive keeps the primary's table names), each answers its first
// offset + limit rows in the page's order, and the page is cut from their merge. A row found in two
// places (a move cut short after its copy) is the primary's.
import type { Caller } from "../../api/auth-context";
import type { MemberRead } from "../../api/auth-in-batch";
import type { Env } from "../../env";
import type { CardPage } from "../../contract/dto/auction-card";
import { readablePeriods } from "../../db/archive-periods";
import { cardPage, cardRows, toCard, type CardPageQuery, type CardRow } from "./card-query";
import { viewerFrom } from "./viewer";

/** ORDER BY columns of the lists, as the card row names them. */
const KEYS: Record<string, keyof CardRow> = {
  "a.ends_on": "endsOn",
  "a.last_modified_on": "lastModifiedOn",
  "a.launched_on": "launchedOn",
  "a.id": "id",
};

/** SQLite's order: NULL first ascending, then numbers, then text by bytes (ISO times sort as text). */
function compareValues(x: unknown, y: unknown): number {
  if (x === y) return 0;
  if (x === null || x === undefined) return -1;
  if (y === null || y === undefined) return 1;
  return (x as number | string) < (y as number | string) ? -1 : 1;
}

export function comparatorOf(orderBy: string): (a: CardRow, b: CardRow) => number {
  const keys = orderBy.split(",").map((part) => {
    const [column, direction] = part.trim().split(/\s+/);
    const key = KEYS[column];
    if (!key) throw new Error(`merged lists cannot order by ${column}`);
    return { key, sign: direction?.toUpperCase() === "DESC" ? -1 : 1 };
  });
  return (a, b) => {
    for (const { key, sign } of keys) {
      const c = compareValues(a[key], b[key]);
      if (c !== 0) return c * sign;
    }
    return 0;
  };
}

/**
 * `query(archived)` builds the conditions for the primary (false) or an archive period (true),
 * each with its own parameters. Without archive periods this is the plain one-database page.
 * `member`, the caller's read (decision 0267), goes in the primary's batch: members live there.
 */
export async function mergedCardPage(
  env: Env,
  caller: Caller,
  nowMs: number,
  window: { offset: number; limit: number },
  query: (archived: boolean) => Omit<CardPageQuery, "offset" | "limit" | "member">,
  member?: MemberRead | null,
): Promise<CardPage> {
  const periods = await readablePeriods(env);
  if (periods.length === 0) return (await cardPage(env.DB, caller, nowMs, { ...query(false), ...window, member })).page;
  const head = { offset: 0, limit: window.offset + window.limit };
  const parts = await Promise.all([
    cardRows(env.DB, caller, { ...query(false), ...head, member }),
    ...periods.map((p) => cardRows(p.db, caller, { ...query(true), ...head })),
  ]);
  const seen = new Set<number>();
  let duplicates = 0;
  const rows: CardRow[] = [];
  for (const part of parts) {
    for (const row of part.rows) {
      if (seen.has(row.id)) duplicates++;
      else rows.push(row);
      seen.add(row.id);
    }
  }
  const { orderBy } = query(false);
  rows.sort(comparatorOf(orderBy));
  const totalElements = parts.reduce((n, part) => n + part.total, 0) - duplicates;
  const viewer = viewerFrom(caller, caller.organization);
  const content = rows.slice(window.offset, window.offset + window.limit).map((row) => toCard(row, viewer, nowMs));
  return { content, totalElements, last: window.offset + content.length >= totalElements };
}

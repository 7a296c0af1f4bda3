// Live Auctions' counts (the heading's total and the make filter's counts) read every live row the
// viewer may see: 10,000 index entries a page at 10,000 live auctions, and D1 bills each row read.
// They change only when an auction goes live, ends, or changes what it is counted under, so each
// isolate remembers its last answer to each question with two marks (decision 0264):
// - the list generation it was counted at: a counter that triggers bump on exactly those changes
//   (migration 0021), read in the same D1 batch as the page;
// - the soonest end among the rows counted: until then no counted auction drops out by time alone.
// The count statement reads the generation first, as a one-row table, with a condition that is false
// when it is still the one remembered: SQLite then reads no auction at all. (The same condition in
// the WHERE beside the row conditions was tested row by row: a "skipped" count still read every
// live row, measured by D1's rows_read.)

// -2 when the row is missing: never remembered, and never equal to what a recount passes.
export const LIST_GENERATION_SQL = "IFNULL((SELECT n FROM list_generation WHERE id = 1), -2)";

/** Distinct questions remembered; text searches make many, so past it the memo starts again. */
const MAX_QUESTIONS = 500;

interface Remembered {
  generation: number;
  /** Epoch ms of the soonest end counted; Infinity when nothing live was counted. */
  soonestMs: number;
  value: unknown;
}

const memo = new Map<string, Remembered>();

/** One question's recount: what was remembered, and the generation to pass to SQL (-1: none). */
export interface Recount {
  key: string;
  known: Remembered | undefined;
  knownGeneration: number;
}

/** What a count may skip to: an answer still good at `nowMs`. Captured now, so a clear cannot lose it. */
export function beforeCount(key: string, nowMs: number): Recount {
  const remembered = memo.get(key);
  const known = remembered && nowMs < remembered.soonestMs ? remembered : undefined;
  // Generations start at a non-negative value (migration 0021), so -1 never matches.
  return { key, known, knownGeneration: known?.generation ?? -1 };
}

/**
 * A count's statement that SQLite skips whole while the generation stands: `g`, the generation as a
 * one-row table (MATERIALIZED, so it is not folded back into the WHERE), is the outer loop (`CROSS
 * JOIN` keeps that order), and the condition on it is tested once before any auction is read.
 * `from` starts with `FROM auctions a`; `where` is the count's own conditions.
 */
export function recountSql(select: string, from: string, where: string, param: string, tail = ""): string {
  return (
    `WITH g(gen) AS MATERIALIZED (SELECT ${LIST_GENERATION_SQL}) ${select} ` +
    `${from.replace(/^FROM /, "FROM g CROSS JOIN ")} WHERE g.gen <> ${param} AND (${where})${tail}`
  );
}

/**
 * The answer: the remembered one when D1 says nothing changed (the count was skipped), else the
 * fresh count, remembered with its generation and soonest end.
 */
export function afterCount<T>(
  recount: Recount,
  generation: number,
  fresh: () => { value: T; soonest: string | null },
): T {
  if (recount.known && recount.known.generation === generation) return recount.known.value as T;
  const { value, soonest } = fresh();
  if (generation < 0) return value;
  if (memo.size >= MAX_QUESTIONS) memo.clear();
  memo.set(recount.key, { generation, soonestMs: soonest === null ? Infinity : Date.parse(soonest), value });
  return value;
}

/** The generation row of a batch's result. */
export function generationOf(result: D1Result): number {
  return (result.results[0] as { n: number } | undefined)?.n ?? -2;
}

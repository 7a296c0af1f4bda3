// Live Auctions' text search, read by whichever way reads fewer rows (decisions 0270 and 0271).
// There are two ways to find the live auctions that match:
// - walk the live list (in the page's order) and keep those whose vehicle matches: a page stops after
//   a page of matches, so it is cheap when many match; a count reads every live auction;
// - start from the matching vehicles and look up their auctions: about five rows read a match.
// SQLite cannot know which is cheaper before it runs. So each statement first fills a one-row table
// `m`: how many vehicles match, and how many auctions are PUBLISHED (kept by triggers, migration
// 0022). Each branch is switched on or off by a condition on `m`, tested once before it reads a row.

/** Which way: chosen by the sizes, or one forced (tests take each on a small database). */
export type TextSearchWay = "sized" | "walk" | "vehicles";

// A page: walking reads about 10 x published / matches rows, the vehicles about 2 x matches; they
// cross where matches squared is 5 x published (224 matches at 10,000 published).
const PAGE_WALKS = "m.n * m.n >= 5 * m.published";
// A count: walking reads every published row plus the matches, the vehicles about 5 rows a match (9
// with the card's joins, for a short word); they cross near a quarter of published.
const COUNT_WALKS = "4 * m.n >= m.published";

// Counting the matches stops at a cap that still decides both: a quarter of published is the
// count's crossing, and plus 100 it is at least the page's for any size. So a word that matches most
// vehicles ("5dr") reads 2,600 index rows at 10,000 published, not all 8,000 of its matches.
const PUBLISHED = "(SELECT published FROM list_generation WHERE id = 1)";
const MATCHES_CAP = `IFNULL(${PUBLISHED} / 4 + 100, -1)`;

/** `m`; with `skip` (a condition on the generation row `lg`) it reads no match while a count is skipped. */
const matchesCte = (match: string, skip = "") =>
  `m(n, published) AS MATERIALIZED (SELECT (SELECT COUNT(*) FROM (SELECT 1 FROM ` +
  `${skip ? `list_generation lg CROSS JOIN vehicle_search WHERE lg.id = 1 AND ${skip}` : "vehicle_search WHERE "}` +
  `vehicle_search MATCH ${match} LIMIT ${MATCHES_CAP})), IFNULL(${PUBLISHED}, 0))`;

const walks = (sized: string, way: TextSearchWay = "sized") => (way === "sized" ? sized : way === "walk" ? "1" : "0");

/**
 * A branch's FROM and the start of its WHERE: `from` (which starts with `FROM auctions a`) read
 * through `index`, switched by `on`, a condition on `m`. The outer loop is the one generation row
 * (migration 0021 inserts it, nothing deletes it): SQLite tests `on` there, once, and because a
 * primary-key lookup is known to be one row, the walk's index still gives the page its order (with
 * `m` itself as the outer loop SQLite sorted every live auction). The vehicle is joined after the
 * auction too: left free, SQLite starts from the matching vehicles, before the switch.
 */
const branchFrom = (from: string, index: string, on: string, skip = "") =>
  from
    .replace(/^FROM auctions a\b/, `FROM list_generation lg CROSS JOIN auctions a INDEXED BY ${index}`)
    .replace(/(?<!LEFT )\bJOIN vehicles v\b/, "CROSS JOIN vehicles v") +
  ` WHERE lg.id = 1 AND ${skip}(SELECT ${on} FROM m)`;

/** The walk's index for each order of the list: the live index for the soonest end, else by launch. */
const walkIndex = (orderBy: string) =>
  orderBy.startsWith("a.launched_on") ? "auctions_status_launched_idx" : "auctions_live_idx";

interface TextQuery {
  from: string;
  where: string;
  /** The placeholder of the index's MATCH string already in `where`. */
  match: string;
  way?: TextSearchWay;
}

/** The page's ids; `limit` and `offset` are placeholders. */
export function textSearchIdsSql(q: TextQuery & { orderBy: string; limit: string; offset: string }): string {
  const gate = walks(PAGE_WALKS, q.way);
  const branch = (index: string, on: string) =>
    `SELECT id FROM (SELECT a.id ${branchFrom(q.from, index, on)} AND (${q.where})` +
    ` ORDER BY ${q.orderBy} LIMIT ${q.limit} OFFSET ${q.offset})`;
  return (
    `WITH ${matchesCte(q.match)} ` +
    `${branch(walkIndex(q.orderBy), gate)} UNION ALL ${branch("auctions_vehicle_idx", `NOT (${gate})`)}`
  );
}

/**
 * The count `n` and the soonest end `soonest`, then `columns`. With `knownGeneration` (a recount's
 * placeholder) SQLite reads neither the matches nor an auction while the list generation is the one
 * remembered (live-counts.ts).
 */
export function textSearchCountSql(q: TextQuery & { columns: string; knownGeneration?: string }): string {
  const gate = walks(COUNT_WALKS, q.way);
  const skip = q.knownGeneration ? `lg.n <> ${q.knownGeneration} AND ` : "";
  const branch = (index: string, on: string) =>
    `SELECT COUNT(*) AS n, MIN(a.ends_on) AS soonest ${branchFrom(q.from, index, on, skip)} AND (${q.where})`;
  return (
    `WITH ${matchesCte(q.match, skip)} SELECT IFNULL(SUM(c.n), 0) AS n, MIN(c.soonest) AS soonest${q.columns} FROM (` +
    `${branch("auctions_live_idx", gate)} UNION ALL ${branch("auctions_vehicle_idx", `NOT (${gate})`)}) c`
  );
}

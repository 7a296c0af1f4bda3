// A page of Live Auctions' text search, read by whichever way reads fewer rows (decision 0270).
// With many matching vehicles, walking the live auctions in the page's order and keeping those
// that match stops after a page; with few, that walk reads every live auction (10,000 rows for one
// plate at 10,000 live), and starting from the matching vehicles' auctions, then sorting them, reads
// a handful. SQLite cannot know which before it runs, so the statement counts the matches first, as
// a one-row table (the same shape as live-counts.ts), and each branch's condition on that count
// switches it off before it reads a row.

/** Matches from which walking the list beats starting from the vehicles: about sqrt(5 x live) at 10,000 live. */
export const MANY_MATCHES = 200;

/** The walk's index for each order of the list: the live index for the soonest end, else by launch. */
const walkIndex = (orderBy: string) =>
  orderBy.startsWith("a.launched_on") ? "auctions_status_launched_idx" : "auctions_live_idx";

/**
 * The page's ids. `from` starts with `FROM auctions a`; `match` is the placeholder of the index's
 * MATCH string already in the conditions; `limit` and `offset` are placeholders too.
 */
export function textSearchIdsSql(q: {
  from: string;
  where: string;
  orderBy: string;
  match: string;
  limit: string;
  offset: string;
  /** Tests take one branch or the other on a small database. */
  manyFrom?: number;
}): string {
  const many = q.manyFrom ?? MANY_MATCHES;
  const branch = (index: string, gate: string) =>
    `SELECT id FROM (SELECT a.id ${q.from.replace(/^FROM auctions a\b/, `FROM m CROSS JOIN auctions a INDEXED BY ${index}`)}` +
    ` WHERE ${gate} AND ${q.where} ORDER BY ${q.orderBy} LIMIT ${q.limit} OFFSET ${q.offset})`;
  return (
    `WITH m(n) AS MATERIALIZED (SELECT COUNT(*) FROM vehicle_search WHERE vehicle_search MATCH ${q.match}) ` +
    `${branch(walkIndex(q.orderBy), `m.n >= ${many}`)} UNION ALL ${branch("auctions_vehicle_idx", `m.n < ${many}`)}`
  );
}

// The lists' text search (spec 001 sections 2.3 and 2.4): each word of the phrase must appear in
// the make, model, derivative or registration (case insensitive; spaces in a plate do not matter).
// Words of three letters or more are found in `vehicle_search`, an FTS5 trigram index of those four
// texts per vehicle that triggers keep current (decision 0157); a trigram index matches any part of
// a word, as the old LIKE '%word%' did, without reading every row. Shorter words cannot use trigrams
// and keep the LIKE over the card's joins.
import type { SqlParams } from "./sql-params";

const LIKE_ESCAPE = "\\";
/** A trigram index needs three characters to look anything up. */
const TRIGRAM = 3;
const MAX_WORDS = 8;

/** One FTS5 string: the word as a quoted phrase, so no character of it is query syntax. */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

/** Conditions to append to a WHERE over `auctions a` (and the card's joins); empty without a phrase. */
export function textSearchSql(search: string | null | undefined, p: SqlParams): string {
  return textSearch(search, p).sql;
}

/** The conditions, and the placeholder of the index's MATCH (null when no word is long enough). */
export function textSearch(search: string | null | undefined, p: SqlParams): { sql: string; match: string | null } {
  const words = (search ?? "").trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const indexed = words.filter((word) => word.length >= TRIGRAM);
  let sql = "";
  let match: string | null = null;
  if (indexed.length > 0) {
    match = p.add(indexed.map(phrase).join(" AND "));
    sql += ` AND a.vehicle_id IN (SELECT rowid FROM vehicle_search WHERE vehicle_search MATCH ${match})`;
  }
  for (const word of words.filter((w) => w.length < TRIGRAM)) {
    const pattern = p.add(`%${word.replace(/[\\%_]/g, (c) => LIKE_ESCAPE + c)}%`);
    const like = (col: string) => `${col} LIKE ${pattern} ESCAPE '${LIKE_ESCAPE}'`;
    sql += ` AND (${like("mk.name")} OR ${like("md.name")} OR ${like("v.derivative")} OR ${like("REPLACE(v.registration_plate, ' ', '')")})`;
  }
  return { sql, match };
}

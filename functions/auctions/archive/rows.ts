// Raw rows between the primary D1 and an archive D1 (decision 0188): the archive keeps the primary's
// table and column names, so a row read with `SELECT *` on one side is written unchanged on the other.
export type RawRow = Record<string, unknown>;

/** One statement writing `rows` (all of one table, the same keys) into `table` from a JSON array. */
export function insertRaw(db: D1Database, table: string, rows: RawRow[], verb = "INSERT"): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]);
  const values = columns.map((c) => `json_extract(j.value, '$."${c}"')`).join(", ");
  const sql = `${verb} INTO ${table} (${columns.map((c) => `"${c}"`).join(", ")}) SELECT ${values} FROM json_each(?1) AS j`;
  return [db.prepare(sql).bind(JSON.stringify(rows))];
}

/** The same rows whatever order their keys came in: what the move compares on both sides. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as RawRow).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** JSON of a list of ids or keys, for `IN (SELECT value FROM json_each(?))`. */
export const listOf = (values: unknown[]): string => JSON.stringify([...new Set(values)]);

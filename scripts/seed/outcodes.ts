// Seeds the 2,848 UK outward-code centroids (scripts/seed-data/uk-outcodes.csv) into
// postcode_outcodes: every install, the e2e server and each integration test Worker get them, so
// postcode checks and distances work without the ONS directory (decision 0030).
import { readFileSync } from "node:fs";

export const OUTCODES_CSV = "scripts/seed-data/uk-outcodes.csv";

export interface Outcode {
  outcode: string;
  latitude: number;
  longitude: number;
  town: string | null;
  county: string | null;
}

/** One CSV line: commas split fields, double quotes wrap a field holding commas ("Douglas, Braddan"). */
function cells(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === "," && !quoted) {
      out.push(field);
      field = "";
    } else field += c;
  }
  out.push(field);
  return out.map((f) => f.trim());
}

export function parseOutcodes(text: string): Outcode[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cols = cells(header);
  const at = (row: string[], name: string) => row[cols.indexOf(name)] ?? "";
  return lines.map((line) => {
    const row = cells(line);
    return {
      outcode: at(row, "outcode").toUpperCase(),
      latitude: Number(at(row, "latitude")),
      longitude: Number(at(row, "longitude")),
      town: at(row, "town") || null,
      county: at(row, "county") || null,
    };
  });
}

const quote = (v: string | null) => (v === null ? "NULL" : `'${v.replace(/'/g, "''")}'`);

/** Multi-row INSERTs of 500 rows each (about 25 KB, far below D1's 100 KB statement limit). */
export function outcodeStatements(rows: Outcode[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows
      .slice(i, i + 500)
      .map((r) => `(${quote(r.outcode)},${r.latitude},${r.longitude},${quote(r.town)},${quote(r.county)})`)
      .join(",");
    out.push(`INSERT OR REPLACE INTO postcode_outcodes (outcode, latitude, longitude, town, county) VALUES ${values}`);
  }
  return out;
}

/** Loads the outcodes in one D1 batch; answers how many. */
export async function seedOutcodes(db: D1Database): Promise<number> {
  const rows = parseOutcodes(readFileSync(OUTCODES_CSV, "utf8"));
  await db.batch(outcodeStatements(rows).map((s) => db.prepare(s)));
  return rows.length;
}

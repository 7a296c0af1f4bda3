// Postcodes, vehicle makes and models, and content pages: the reference data every install needs.
import { existsSync, readFileSync } from "node:fs";

const DATA = "scripts/seed-data";

function parsePostcodeCsv(text: string): { postcode: string; latitude: number; longitude: number }[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cols = header.split(",").map((c) => c.trim());
  const pc = cols.indexOf("postcode");
  const lat = cols.indexOf("latitude");
  const lng = cols.indexOf("longitude");
  return lines.map((line) => {
    const cells = line.split(",");
    return { postcode: cells[pc].trim().toUpperCase(), latitude: Number(cells[lat]), longitude: Number(cells[lng]) };
  });
}

export async function seedPostcodes(db: D1Database): Promise<number> {
  const file = `${DATA}/postcodes.csv`;
  if (!existsSync(file)) return 0;
  const rows = parsePostcodeCsv(readFileSync(file, "utf8"));
  // SAMPLE, not DIRECTORY: a few thousand real postcodes must not switch on the directory rule (0030).
  const stmt = db.prepare(
    "INSERT OR IGNORE INTO postal_codes (postcode, latitude, longitude, source) VALUES (?, ?, ?, 'SAMPLE')",
  );
  for (let i = 0; i < rows.length; i += 500) {
    await db.batch(rows.slice(i, i + 500).map((r) => stmt.bind(r.postcode, r.latitude, r.longitude)));
  }
  return rows.length;
}

export interface SeededMake {
  id: number;
  name: string;
  models: { id: number; name: string }[];
}

export async function seedMakes(db: D1Database): Promise<SeededMake[]> {
  const makes = JSON.parse(readFileSync(`${DATA}/makes.json`, "utf8")) as {
    name: string;
    slug: string;
    models: string[];
  }[];
  const out: SeededMake[] = [];
  for (const make of makes) {
    const row = await db
      .prepare("INSERT INTO vehicle_makes (name, slug, logo_url) VALUES (?, ?, ?) RETURNING id")
      .bind(make.name, make.slug, `/make-logos/${make.slug}.svg`)
      .first<{ id: number }>();
    const makeId = row!.id;
    const modelStmt = db.prepare("INSERT INTO vehicle_models (make_id, name) VALUES (?, ?) RETURNING id, name");
    const results = await db.batch<{ id: number; name: string }>(make.models.map((m) => modelStmt.bind(makeId, m)));
    out.push({ id: makeId, name: make.name, models: results.map((r) => r.results[0]) });
  }
  return out;
}

const CONTENT_PAGES = [
  { slug: "terms-and-conditions", title: "Terms and conditions" },
  { slug: "privacy-policy", title: "Privacy policy" },
  { slug: "faq", title: "Frequently asked questions" },
  { slug: "about-us", title: "About us" },
];

/**
 * Content ships as our own reviewed HTML files. Admin edits go through the API, which sanitises
 * with HTMLRewriter (workerd-only); these files are trusted, so they are inserted as they are.
 */
export async function seedContentPages(db: D1Database): Promise<number> {
  let n = 0;
  for (const page of CONTENT_PAGES) {
    const file = `${DATA}/content/${page.slug}.html`;
    if (!existsSync(file)) continue;
    await db
      .prepare("INSERT OR REPLACE INTO content_pages (slug, title, html) VALUES (?, ?, ?)")
      .bind(page.slug, page.title, readFileSync(file, "utf8"))
      .run();
    n++;
  }
  return n;
}

#!/usr/bin/env node
// Loads UK postcodes with coordinates into the D1 table `postal_codes`.
//
//   npm run import:postcodes -- FILE [--remote] [--database trade-auction] [options]
//
// FILE is either the full ONS Postcode Directory CSV (ONSPD, ~2.7M rows, ~1.3 GB;
// columns used: pcds, lat, long, doterm) or any CSV with a header containing a
// postcode column and latitude/longitude columns, e.g. the bundled
// scripts/seed-data/postcodes.csv (postcode,latitude,longitude). Columns are found
// by header name, so their order does not matter. Quoted fields ("..."), doubled
// quotes inside them, CRLF line ends and a UTF-8 BOM are handled.
//
// Rows are skipped when the postcode is terminated (doterm set), has no
// coordinates (ONSPD uses lat 99.999999 / long 0.000000 for "no grid reference"),
// has out-of-range coordinates, or is not a well-formed UK postcode.
//
// The rows are written to batched SQL files in a temporary directory (default
// 5,000 rows per file, split into multi-row statements of at most 500 rows so each
// statement stays well under D1's 100 KB statement limit) and each file is run with
//   wrangler d1 execute <database> --local|--remote --file <chunk> --yes
// Existing postcodes are updated in place (upsert on the UNIQUE postcode column), so
// re-running the import is safe and keeps postal_codes.id stable.
//
// Options:
//   --local               (default) target the local D1 used by `wrangler dev`
//   --remote              target the remote (Cloudflare) D1 database
//   --database NAME       D1 database name or binding (default: trade-auction)
//   --env NAME            wrangler environment (e.g. production)
//   --persist-to DIR      wrangler --persist-to for --local
//   --config PATH         wrangler configuration file
//   --batch N             rows per SQL file (default 5000)
//   --rows-per-statement N  rows per INSERT statement (default 500)
//   --limit N             stop after importing N rows (testing)
//   --dry-run             write the SQL files, print them and the commands, run nothing
//   --keep-sql            keep the temporary SQL directory after a real run
//   --out-dir DIR         write SQL files to DIR instead of a new temp directory
//   -h, --help            show this help
//
// Node 20+, no dependencies. The table must already exist (apply the migrations first):
//   postal_codes(id INTEGER PRIMARY KEY, postcode TEXT NOT NULL UNIQUE, latitude REAL, longitude REAL)

import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const TABLE = "postal_codes";
const NO_COORD_LAT = 99.999999;
const POSTCODE_RE = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/;

// Header names accepted for each field, in order of preference (lower case).
const POSTCODE_COLUMNS = ["pcds", "postcode", "pcd", "pcd2", "pcd7", "pcd8", "post_code", "pc"];
const LAT_COLUMNS = ["lat", "latitude"];
const LNG_COLUMNS = ["long", "lng", "lon", "longitude"];
const TERMINATED_COLUMNS = ["doterm", "date_of_termination", "terminated"];

function usage(code = 0) {
  const text = `Usage: npm run import:postcodes -- FILE [--remote|--local] [--database trade-auction]
       [--env NAME] [--persist-to DIR] [--config PATH] [--batch 5000] [--rows-per-statement 500]
       [--limit N] [--dry-run] [--keep-sql] [--out-dir DIR]

FILE: ONSPD CSV (pcds, lat, long, doterm) or a CSV with postcode,latitude,longitude.`;
  (code === 0 ? console.log : console.error)(text);
  process.exit(code);
}

export function parseArgs(argv) {
  const opts = {
    file: null,
    remote: false,
    database: "trade-auction",
    env: null,
    persistTo: null,
    config: null,
    batch: 5000,
    rowsPerStatement: 500,
    limit: Infinity,
    dryRun: false,
    keepSql: false,
    outDir: null,
  };
  const needValue = (i, flag) => {
    if (i + 1 >= argv.length || argv[i + 1].startsWith("--")) throw new Error(`${flag} needs a value`);
    return argv[i + 1];
  };
  const positiveInt = (v, flag) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${flag} must be a positive integer`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    switch (a) {
      case "-h":
      case "--help":
        opts.help = true;
        break;
      case "--remote":
        opts.remote = true;
        break;
      case "--local":
        opts.remote = false;
        break;
      case "--database":
      case "--db":
        opts.database = needValue(i++, a);
        break;
      case "--env":
        opts.env = needValue(i++, a);
        break;
      case "--persist-to":
        opts.persistTo = needValue(i++, a);
        break;
      case "--config":
        opts.config = needValue(i++, a);
        break;
      case "--batch":
        opts.batch = positiveInt(needValue(i++, a), a);
        break;
      case "--rows-per-statement":
        opts.rowsPerStatement = positiveInt(needValue(i++, a), a);
        break;
      case "--limit":
        opts.limit = positiveInt(needValue(i++, a), a);
        break;
      case "--dry-run":
        opts.dryRun = true;
        break;
      case "--keep-sql":
        opts.keepSql = true;
        break;
      case "--out-dir":
        opts.outDir = needValue(i++, a);
        break;
      default:
        if (a.startsWith("-")) throw new Error(`Unknown option ${a}`);
        if (opts.file) throw new Error(`Only one FILE may be given (got ${opts.file} and ${a})`);
        opts.file = a;
    }
  }
  return opts;
}

// Streaming RFC 4180 CSV parser: feed() text chunks, get complete records back.
// Handles quoted fields containing commas, newlines and doubled quotes, and CRLF.
export class CsvParser {
  constructor() {
    this.field = "";
    this.record = [];
    this.inQuotes = false;
    this.quotePending = false; // saw a quote inside a quoted field: either "" or the closing quote
    this.started = false; // strip a UTF-8 BOM from the very first chunk
  }

  feed(text) {
    if (!this.started) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const out = [];
    let field = this.field;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (this.inQuotes) {
        if (this.quotePending) {
          this.quotePending = false;
          if (c === '"') {
            field += '"';
            continue;
          }
          this.inQuotes = false; // that quote closed the field; handle c below as unquoted
        } else if (c === '"') {
          this.quotePending = true;
          continue;
        } else {
          field += c;
          continue;
        }
      }
      if (c === ",") {
        this.record.push(field);
        field = "";
      } else if (c === "\n") {
        this.record.push(field);
        field = "";
        out.push(this.record);
        this.record = [];
      } else if (c === "\r") {
        // ignore: CRLF handled by \n; a bare CR inside unquoted data is dropped
      } else if (c === '"' && field === "") {
        this.inQuotes = true;
      } else {
        field += c;
      }
    }
    this.field = field;
    return out;
  }

  // Call at end of input; returns the last record if the file lacks a final newline.
  end() {
    if (this.quotePending) {
      this.quotePending = false;
      this.inQuotes = false;
    }
    if (this.inQuotes) throw new Error("CSV ended inside a quoted field");
    if (this.field !== "" || this.record.length > 0) {
      this.record.push(this.field);
      const rec = this.record;
      this.field = "";
      this.record = [];
      return [rec];
    }
    return [];
  }
}

// "sw1a1aa", "SW1A  1AA", "SW1A1AA" (pcd 7-char form "SW1A1AA"/"M1  1AE") -> "SW1A 1AA"
export function formatPostcode(raw) {
  const compact = String(raw ?? "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  if (compact.length < 5 || compact.length > 7) return null;
  const pc = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return POSTCODE_RE.test(pc) ? pc : null;
}

export function findColumns(header) {
  const names = header.map((h) => h.trim().toLowerCase());
  const pick = (candidates) => {
    for (const c of candidates) {
      const idx = names.indexOf(c);
      if (idx !== -1) return idx;
    }
    return -1;
  };
  // Every postcode-like column, best first: a row whose pcds is blank falls back to pcd/pcd2.
  const postcodeCols = POSTCODE_COLUMNS.map((c) => names.indexOf(c)).filter((i) => i !== -1);
  const cols = {
    postcode: postcodeCols.length ? postcodeCols : -1,
    lat: pick(LAT_COLUMNS),
    lng: pick(LNG_COLUMNS),
    doterm: pick(TERMINATED_COLUMNS),
  };
  const missing = [];
  if (cols.postcode === -1) missing.push(`postcode (one of ${POSTCODE_COLUMNS.join(", ")})`);
  if (cols.lat === -1) missing.push(`latitude (one of ${LAT_COLUMNS.join(", ")})`);
  if (cols.lng === -1) missing.push(`longitude (one of ${LNG_COLUMNS.join(", ")})`);
  if (missing.length)
    throw new Error(`CSV header is missing column(s): ${missing.join("; ")}. Header was: ${header.join(",")}`);
  return cols;
}

// Returns { postcode, lat, lng } or a string reason for skipping the row.
export function toRow(record, cols) {
  if (cols.doterm !== -1 && (record[cols.doterm] ?? "").trim() !== "") return "terminated";
  const rawPostcode = cols.postcode.map((i) => (record[i] ?? "").trim()).find((v) => v !== "");
  const postcode = formatPostcode(rawPostcode);
  if (!postcode) return "invalid";
  const latText = (record[cols.lat] ?? "").trim();
  const lngText = (record[cols.lng] ?? "").trim();
  if (latText === "" || lngText === "") return "noCoordinates";
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return "noCoordinates";
  if (Math.abs(lat - NO_COORD_LAT) < 1e-6) return "noCoordinates";
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return "noCoordinates";
  return { postcode, lat, lng };
}

const sqlString = (s) => `'${s.replace(/'/g, "''")}'`;
const sqlNumber = (n) => String(Math.round(n * 1e6) / 1e6);

export function buildSql(rows, rowsPerStatement) {
  const parts = [];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const slice = rows.slice(i, i + rowsPerStatement);
    const values = slice.map((r) => `(${sqlString(r.postcode)},${sqlNumber(r.lat)},${sqlNumber(r.lng)})`).join(",\n");
    parts.push(
      `INSERT INTO ${TABLE} (postcode, latitude, longitude) VALUES\n${values}\n` +
        `ON CONFLICT(postcode) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude;\n`,
    );
  }
  return parts.join("");
}

function wranglerCommand(opts, file) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const localBin = join(root, "node_modules", ".bin", process.platform === "win32" ? "wrangler.cmd" : "wrangler");
  const [cmd, pre] = existsSync(localBin) ? [localBin, []] : ["npx", ["--yes", "wrangler"]];
  const args = [...pre, "d1", "execute", opts.database, opts.remote ? "--remote" : "--local", "--file", file, "--yes"];
  if (opts.env) args.push("--env", opts.env);
  if (opts.config) args.push("--config", opts.config);
  if (opts.persistTo && !opts.remote) args.push("--persist-to", opts.persistTo);
  return { cmd, args, cwd: root };
}

const fmt = (n) => n.toLocaleString("en-GB");

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`Error: ${err.message}`);
    usage(2);
  }
  if (opts.help) usage(0);
  if (!opts.file) usage(2);
  if (!existsSync(opts.file)) {
    console.error(`Error: file not found: ${opts.file}`);
    process.exit(2);
  }

  // Created on first use so a bad header or empty file leaves nothing behind.
  let sqlDir = null;
  const getSqlDir = () => {
    if (!sqlDir) {
      sqlDir = opts.outDir ? resolve(opts.outDir) : mkdtempSync(join(tmpdir(), "postcodes-sql-"));
      mkdirSync(sqlDir, { recursive: true });
      console.log(`SQL files are written to ${sqlDir}`);
    }
    return sqlDir;
  };
  const target = opts.remote ? "remote" : "local";
  const size = statSync(opts.file).size;
  console.log(
    `Importing ${opts.file} (${(size / 1048576).toFixed(1)} MB) into ${TABLE} of D1 "${opts.database}" (${target})` +
      `${opts.dryRun ? " [dry run]" : ""}`,
  );

  const stats = { records: 0, imported: 0, terminated: 0, noCoordinates: 0, invalid: 0, duplicates: 0 };
  const seen = new Set(); // duplicates inside one file would make a statement update the same row twice
  const started = Date.now();
  let cols = null;
  let batch = [];
  let chunkNo = 0;

  const flush = () => {
    if (batch.length === 0) return;
    chunkNo++;
    const file = join(getSqlDir(), `postcodes-${String(chunkNo).padStart(5, "0")}.sql`);
    writeFileSync(file, buildSql(batch, opts.rowsPerStatement));
    const first = stats.imported - batch.length + 1;
    const label = `chunk ${chunkNo}: rows ${fmt(first)}-${fmt(stats.imported)}`;
    const { cmd, args, cwd } = wranglerCommand(opts, file);
    if (opts.dryRun) {
      console.log(`${label} -> ${file}`);
      console.log(`  would run: ${[cmd, ...args].join(" ")}`);
    } else {
      const t = Date.now();
      const res = spawnSync(cmd, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      if (res.status !== 0) {
        console.error(`${label} FAILED (exit ${res.status ?? res.signal}). SQL kept in ${sqlDir}`);
        if (res.error) console.error(res.error.message);
        console.error((res.stdout || "").slice(-4000));
        console.error((res.stderr || "").slice(-4000));
        process.exit(1);
      }
      console.log(
        `${label} executed in ${((Date.now() - t) / 1000).toFixed(1)}s (${fmt(stats.records)} CSV rows read)`,
      );
    }
    batch = [];
  };

  const handle = (record) => {
    if (!cols) {
      cols = findColumns(record);
      return;
    }
    if (record.length === 1 && record[0].trim() === "") return; // blank line
    stats.records++;
    const row = toRow(record, cols);
    if (typeof row === "string") {
      stats[row]++;
      return;
    }
    if (seen.has(row.postcode)) {
      stats.duplicates++;
      return;
    }
    seen.add(row.postcode);
    batch.push(row);
    stats.imported++;
    if (batch.length >= opts.batch) flush();
  };

  const parser = new CsvParser();
  const stream = createReadStream(opts.file, { encoding: "utf8", highWaterMark: 1 << 20 });
  try {
    outer: for await (const chunk of stream) {
      for (const record of parser.feed(chunk)) {
        handle(record);
        if (stats.imported >= opts.limit) break outer;
      }
    }
    if (stats.imported < opts.limit) for (const record of parser.end()) handle(record);
  } catch (err) {
    console.error(`Error reading ${opts.file}: ${err.message}`);
    process.exit(1);
  } finally {
    stream.destroy();
  }
  if (!cols) {
    console.error("Error: the file is empty (no header row).");
    process.exit(1);
  }
  flush();

  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\nDone in ${secs}s: ${fmt(stats.records)} rows read, ${fmt(stats.imported)} ${opts.dryRun ? "prepared" : "imported"} ` +
      `in ${chunkNo} file(s); skipped ${fmt(stats.terminated)} terminated, ${fmt(stats.noCoordinates)} without coordinates, ` +
      `${fmt(stats.invalid)} invalid postcodes, ${fmt(stats.duplicates)} duplicates.`,
  );
  if (!sqlDir) {
    console.log("Nothing to import.");
  } else if (opts.dryRun || opts.keepSql || opts.outDir) {
    console.log(`SQL files kept in ${sqlDir}`);
  } else {
    rmSync(sqlDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

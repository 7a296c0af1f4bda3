#!/usr/bin/env node
// Builds scripts/seed-data/postcodes.csv (postcode,latitude,longitude) - a small,
// deterministic sample of REAL postcodes spread over every UK postcode area - from a
// full postcode file such as the ONS Postcode Directory (ONSPD) CSV, the National
// Statistics Postcode Lookup (NSPL) or any CSV with postcode/latitude/longitude
// columns. Nothing is invented: every row is copied from the input file.
//
//   node scripts/seed-data/build-postcodes-sample.mjs ONSPD_XXX_UK.csv [options]
//
// Options:
//   --target N       approximate number of rows to keep (default 3500)
//   --min-per-area N at least this many rows per postcode area when available (default 8)
//   --max-bytes N    fail if the output would be larger than N bytes (default 300000)
//   --demo LIST      comma-separated outward codes and/or full postcodes that must be
//                    represented; default LS1,HG1,YO1,BS1,M1 plus the demo sites'
//                    postcodes LS1 4AP,HG1 1BX,YO1 7HH,BS1 4DJ (scripts/seed/accounts.ts)
//   --exclude-areas LIST  comma-separated areas to leave out (e.g. BT - see README)
//   --out FILE       output CSV (default scripts/seed-data/postcodes.csv)
//   --demo-out FILE  JSON with the chosen demo postcodes (default scripts/seed-data/demo-postcodes.json)
//
// Terminated postcodes (doterm set) and rows without coordinates are skipped, exactly
// as scripts/import-postcodes.mjs does. Selection is deterministic (hash of the
// postcode), so re-running on the same input gives the same file.

import { createReadStream, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CsvParser, findColumns, toRow } from "../import-postcodes.mjs";

const here = dirname(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  const o = {
    file: null,
    target: 3500,
    minPerArea: 8,
    maxBytes: 300000,
    // Outward codes of the demo accounts, plus the exact site postcodes scripts/seed/accounts.ts uses.
    demo: ["LS1", "HG1", "YO1", "BS1", "M1", "LS1 4AP", "HG1 1BX", "YO1 7HH", "BS1 4DJ"],
    excludeAreas: [],
    out: join(here, "postcodes.csv"),
    demoOut: join(here, "demo-postcodes.json"),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    const list = () =>
      val()
        .split(",")
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean);
    if (a === "--target") o.target = Number(val());
    else if (a === "--min-per-area") o.minPerArea = Number(val());
    else if (a === "--max-bytes") o.maxBytes = Number(val());
    else if (a === "--demo") o.demo = list();
    else if (a === "--exclude-areas") o.excludeAreas = list();
    else if (a === "--out") o.out = resolve(val());
    else if (a === "--demo-out") o.demoOut = resolve(val());
    else if (a === "-h" || a === "--help") o.help = true;
    else if (a.startsWith("-")) throw new Error(`Unknown option ${a}`);
    else o.file = a;
  }
  return o;
}

// FNV-1a: cheap, stable pseudo-random order so samples are spread but reproducible.
function hash(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const areaOf = (pc) => pc.match(/^[A-Z]+/)[0];
const outcodeOf = (pc) => pc.split(" ")[0];

async function main() {
  const o = parseArgs(process.argv.slice(2));
  if (o.help || !o.file) {
    console.log(
      "Usage: node scripts/seed-data/build-postcodes-sample.mjs FILE [--target 3500] [--min-per-area 8] [--demo 'LS1,M1,LS1 4AP'] [--exclude-areas BT]",
    );
    process.exit(o.help ? 0 : 2);
  }

  // outcode -> array of rows (kept small: we only keep the K lowest hashes per outcode)
  const KEEP_PER_OUTCODE = 12;
  const byOutcode = new Map();
  const demoFull = new Map(); // exact demo postcodes requested
  const demoOutcodes = new Set(o.demo.filter((d) => !d.includes(" ")));
  for (const d of o.demo.filter((d) => d.includes(" "))) demoFull.set(d, null);
  const excluded = new Set(o.excludeAreas);

  let cols = null;
  let live = 0;
  const parser = new CsvParser();
  const consider = (record) => {
    if (!cols) {
      cols = findColumns(record);
      return;
    }
    const row = toRow(record, cols);
    if (typeof row === "string") return;
    if (excluded.has(areaOf(row.postcode))) return;
    live++;
    if (demoFull.has(row.postcode)) demoFull.set(row.postcode, row);
    const oc = outcodeOf(row.postcode);
    row.h = hash(row.postcode);
    let list = byOutcode.get(oc);
    if (!list) byOutcode.set(oc, (list = []));
    if (list.length < KEEP_PER_OUTCODE) {
      list.push(row);
    } else {
      // replace the current highest hash if this one is lower
      let worst = 0;
      for (let i = 1; i < list.length; i++) if (list[i].h > list[worst].h) worst = i;
      if (row.h < list[worst].h) list[worst] = row;
    }
  };
  for await (const chunk of createReadStream(o.file, { encoding: "utf8", highWaterMark: 1 << 20 })) {
    for (const r of parser.feed(chunk)) consider(r);
  }
  for (const r of parser.end()) consider(r);
  if (!cols) throw new Error("Input file is empty");

  // Group outcodes by area; round-robin across each area's outcodes.
  const areas = new Map();
  for (const [oc, list] of byOutcode) {
    list.sort((a, b) => a.h - b.h);
    const area = areaOf(oc);
    if (!areas.has(area)) areas.set(area, []);
    areas.get(area).push({ oc, list });
  }
  const areaNames = [...areas.keys()].sort();
  const totalOutcodes = byOutcode.size;
  const chosen = new Map();
  const take = (row) => chosen.set(row.postcode, row);

  // 1. demo postcodes: the lowest-hash live postcode of each demo outward code + any exact ones
  const demo = {};
  for (const oc of demoOutcodes) {
    const list = byOutcode.get(oc);
    if (!list || !list.length) {
      console.warn(`warning: no live postcode with coordinates found in demo outcode ${oc}`);
      continue;
    }
    const pick = [...list].sort((a, b) => a.postcode.localeCompare(b.postcode))[0];
    demo[oc] = { postcode: pick.postcode, latitude: pick.lat, longitude: pick.lng };
    take(pick);
  }
  for (const [pc, row] of demoFull) {
    if (!row) console.warn(`warning: demo postcode ${pc} not found (or terminated / no coordinates)`);
    else {
      demo[pc] = { postcode: row.postcode, latitude: row.lat, longitude: row.lng };
      take(row);
    }
  }

  // 2. per-area quota: proportional to the area's number of outcodes, at least minPerArea
  for (const area of areaNames) {
    const ocs = areas.get(area).sort((a, b) => a.oc.localeCompare(b.oc, "en", { numeric: true }));
    const quota = Math.max(o.minPerArea, Math.round((o.target * ocs.length) / totalOutcodes));
    let taken = 0;
    for (let round = 0; taken < quota && round < KEEP_PER_OUTCODE; round++) {
      for (const { list } of ocs) {
        if (taken >= quota) break;
        const row = list[round];
        if (row && !chosen.has(row.postcode)) {
          take(row);
          taken++;
        }
      }
    }
  }

  const rows = [...chosen.values()].sort((a, b) => {
    const [ao, ai] = a.postcode.split(" ");
    const [bo, bi] = b.postcode.split(" ");
    return ao.localeCompare(bo, "en", { numeric: true }) || ai.localeCompare(bi);
  });
  const num = (n) => String(Math.round(n * 1e6) / 1e6);
  const csv =
    "postcode,latitude,longitude\n" + rows.map((r) => `${r.postcode},${num(r.lat)},${num(r.lng)}`).join("\n") + "\n";
  if (Buffer.byteLength(csv) > o.maxBytes) {
    throw new Error(`Output would be ${Buffer.byteLength(csv)} bytes (> ${o.maxBytes}); lower --target`);
  }
  writeFileSync(o.out, csv);
  writeFileSync(o.demoOut, JSON.stringify(demo, null, 2) + "\n");

  const coveredAreas = new Set(rows.map((r) => areaOf(r.postcode)));
  console.log(
    `Read ${live.toLocaleString("en-GB")} live postcodes with coordinates in ${areaNames.length} areas / ${totalOutcodes} outcodes.`,
  );
  console.log(`Wrote ${rows.length} rows (${Buffer.byteLength(csv)} bytes, ${coveredAreas.size} areas) to ${o.out}`);
  console.log(`Demo postcodes (${o.demoOut}):`);
  for (const [k, v] of Object.entries(demo)) console.log(`  ${k}: ${v.postcode} ${v.latitude}, ${v.longitude}`);
}

main().catch((err) => {
  console.error(`Error: ${err.message}`);
  process.exit(1);
});

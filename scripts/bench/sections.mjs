// docs/benchmarks.md by sections ("## heading"): a bench run alone (BENCH_ONLY, or a bench's own
// script) replaces its sections and keeps the others as they were.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const DOC = "docs/benchmarks.md";

/** The existing document with these sections replaced (or added at the end), by their heading. */
export function mergeSections(sections) {
  const old = existsSync(DOC) ? readFileSync(DOC, "utf8") : "# Benchmarks\n";
  const parts = old.split(/^(?=## )/m);
  for (const section of sections) {
    const heading = section.split("\n")[0];
    const at = parts.findIndex((p) => p.split("\n")[0] === heading);
    if (at >= 0) parts[at] = `${section}\n`;
    else parts.push(`${section}\n`);
  }
  return parts.join("").replace(/\n*$/, "\n");
}

/** Writes these sections into docs/benchmarks.md, replacing those of the same heading. */
export function writeSections(sections) {
  writeFileSync(DOC, mergeSections(sections));
}

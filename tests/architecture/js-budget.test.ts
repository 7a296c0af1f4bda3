// The JavaScript budget (issue 23, decision 0133): what each page's first load fetches, as the
// server-rendered HTML names it (the entry, the root and the route chain with their imported
// chunks), measured in the client build the test run's global setup makes. A page fails when its
// scripts pass their budget (no page is excepted since decision 0244), or when they carry zod
// (decision 0237).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { clientManifest, firstLoadScripts } from "./client-build";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const KIB = 1024;
/** Bytes a script costs on the wire, as gzip at level 9 (Cloudflare's edge sends brotli, smaller still). */
const wireBytes = (url: string) => gzipSync(readFileSync(`${publicDir}${url}`), { level: 9 }).length;
/** zod's error class name survives minification; only the schema library defines it. */
const hasZod = (url: string) => readFileSync(`${publicDir}${url}`, "utf8").includes("ZodError");

const HOME_BUDGET = 95 * KIB;
const PAGE_BUDGET = 110 * KIB;
const manifest = clientManifest();
const pages = Object.keys(manifest.routes).map((id) => {
  const scripts = firstLoadScripts(manifest, id);
  return {
    id,
    bytes: scripts.reduce((n, url) => n + wireBytes(url), 0),
    zod: scripts.filter(hasZod),
  };
});

describe("each page's first-load JavaScript", () => {
  it("covers every route of the build", () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.find((p) => p.id === "routes/_index")).toBeDefined();
  });

  it.each(pages.map((p) => [p.id, p] as const))("%s stays within its budget", (id, page) => {
    const budget = id === "routes/_index" ? HOME_BUDGET : PAGE_BUDGET;
    expect(
      page.bytes,
      `${id}: ${(page.bytes / KIB).toFixed(1)} KiB against ${(budget / KIB).toFixed(1)}`,
    ).toBeLessThanOrEqual(budget);
  });

  it("carries no zod: forms fetch their schemas when first touched", () => {
    expect(pages.filter((p) => p.zod.length > 0).map((p) => p.id)).toEqual([]);
  });
});

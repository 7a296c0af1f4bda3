// The JavaScript budget (issue 23, decision 0133): what each page's first load fetches, as the
// server-rendered HTML names it (the entry, the root and the route chain with their imported
// chunks), measured in the client build the test run's global setup makes. A page fails when its
// scripts pass their budget, or when they carry zod (decision 0237).
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
/**
 * Pages still over the page budget, each with a ceiling at its size today so it cannot grow. No page
 * ships zod on its first load any more: forms fetch their schemas on the first touch (decision 0237).
 */
const OVER_BUDGET: Record<string, number> = {
  // The seller's detail with its launch and relaunch form, the price guide line, the counter-offer
  // panel and the photo lightbox (decisions 0147, 0167, 0173, 0184, 0201); 138.5 KiB before 0237.
  "routes/my-vehicles.$id": 121.5 * KIB,
  // Five steps' fields with the card step's Stripe hook; 127.3 KiB before decision 0237.
  "routes/register": 110.3 * KIB,
};

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
    const budget = id === "routes/_index" ? HOME_BUDGET : (OVER_BUDGET[id] ?? PAGE_BUDGET);
    expect(
      page.bytes,
      `${id}: ${(page.bytes / KIB).toFixed(1)} KiB against ${(budget / KIB).toFixed(1)}`,
    ).toBeLessThanOrEqual(budget);
  });

  it("carries no zod: forms fetch their schemas when first touched", () => {
    expect(pages.filter((p) => p.zod.length > 0).map((p) => p.id)).toEqual([]);
  });

  it("lists no page as over budget that is within it", () => {
    const within = pages.filter((p) => p.id in OVER_BUDGET && p.bytes <= PAGE_BUDGET).map((p) => p.id);
    expect(within).toEqual([]);
  });
});

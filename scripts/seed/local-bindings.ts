// Opens the same local D1 and R2 that `wrangler dev --persist-to DIR` uses, from Node, through
// Miniflare. Seeding writes straight into them: no server, no HTTP, no per-row wrangler calls.
import { Miniflare } from "miniflare";
import { join, resolve } from "node:path";
import { readFileSync } from "node:fs";

export const DEFAULT_PERSIST_DIR = ".wrangler/state";

function databaseId(): string {
  const toml = readFileSync("wrangler.toml", "utf8");
  const match = toml.match(/database_id\s*=\s*"([^"]+)"/);
  if (!match) throw new Error("wrangler.toml has no database_id");
  return match[1];
}

export interface LocalBindings {
  db: D1Database;
  media: R2Bucket;
  dispose(): Promise<void>;
}

export async function openLocalBindings(persistTo = DEFAULT_PERSIST_DIR): Promise<LocalBindings> {
  const root = resolve(persistTo, "v3");
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 204 }); } }",
    compatibilityDate: "2025-04-01",
    d1Databases: { DB: databaseId() },
    d1Persist: join(root, "d1"),
    r2Buckets: { MEDIA: "trade-auction-media" },
    r2Persist: join(root, "r2"),
  });
  await mf.ready;
  const db = (await mf.getD1Database("DB")) as unknown as D1Database;
  const media = (await mf.getR2Bucket("MEDIA")) as unknown as R2Bucket;
  return { db, media, dispose: () => mf.dispose() };
}

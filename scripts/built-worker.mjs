// The built Worker (`npm run build:worker`: dist/worker.js and its WebAssembly codecs) as Miniflare
// options, with wrangler.toml's bindings and the state folders `wrangler dev --persist-to DIR` uses,
// for the servers and scripts that run the real Worker in one workerd (decision 0163).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/** @param {string} persistTo */
export function builtWorkerOptions(persistTo) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  /** @param {string} kind */
  const state = (kind) => join(persistTo, "v3", kind);
  return {
    ...workerOptions,
    name: "trade-auction",
    modulesRoot: "dist",
    modules: [
      { type: /** @type {const} */ ("ESModule"), path: "dist/worker.js" },
      // The WebAssembly codecs wrangler writes beside the bundle (the photo variants, decision 0066).
      ...readdirSync("dist")
        .filter((f) => f.endsWith(".wasm"))
        .map((f) => ({ type: /** @type {const} */ ("CompiledWasm"), path: join("dist", f) })),
    ],
    bindings: workerOptions.bindings ?? {},
    d1Persist: state("d1"),
    r2Persist: state("r2"),
    durableObjectsPersist: state("do"),
    cachePersist: state("cache"),
    kvPersist: state("kv"),
  };
}

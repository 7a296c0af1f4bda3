// The client build's manifest (public/build, made by the test run's global setup) and the scripts a
// page's first load fetches: the entry and its imports, then each route of the chain from the root
// down with the chunks it imports (what Remix names in the HTML as module preloads).
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const build = fileURLToPath(new URL("../../public/build", import.meta.url));

interface RouteEntry {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
export interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
}

export function clientManifest(): ClientManifest {
  const file = readdirSync(build).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!file) throw new Error("no client build: run `npx remix build` first");
  const text = readFileSync(`${build}/${file}`, "utf8");
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as ClientManifest;
}

export function firstLoadScripts(manifest: ClientManifest, routeId: string): string[] {
  const chain: RouteEntry[] = [];
  for (let route: RouteEntry | undefined = manifest.routes[routeId]; route; ) {
    chain.unshift(route);
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  const urls = [manifest.entry.module, ...manifest.entry.imports];
  for (const route of chain) urls.push(route.module, ...(route.imports ?? []));
  return [...new Set(urls)];
}

// Where a page's server render goes (issue 23 item 3): for each page of the render plan, the wall
// p50, the D1 statements it prepares (test mode's count header, decision 0095) and the Worker's own
// CPU from a V8 CPU profile taken through `wrangler dev`'s inspector, split by the module each
// sampled function lives in (root loader, session, API router and handlers, zod, Drizzle, React,
// Remix...). Wall time minus CPU is waiting: D1, Durable Objects and the machine's other work.
// The server must run an unminified server build with its source map (REMIX_SERVER_MINIFY=0 npx
// remix build --sourcemap): wrangler's own map, chained through it, names each sample's module.
//   node scripts/bench/render-profile.mjs http://127.0.0.1:8804 [requests]
import { readFileSync, writeFileSync } from "node:fs";
// wrangler's own WebSocket client (a dependency of wrangler and miniflare): the inspector proxy
// refuses Node 20's experimental one.
import WebSocket from "ws";
import { percentile } from "./http-timing.mjs";
import { renderPlan, timedGet } from "./render-plan.mjs";

const base = process.argv[2];
const REQUESTS = Number(process.argv[3] ?? 40);
const inspectorPort = Number(new URL(base).port) + 1000;
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];

/** What a module path counts as, first match wins. */
const CATEGORIES = [
  [/node_modules\/zod\//, "zod"],
  [/node_modules\/react-dom\//, "React render"],
  [/node_modules\/react\//, "React render"],
  [/node_modules\/(@remix-run|react-router|turbo-stream|cookie|set-cookie)/, "Remix"],
  // Drizzle's own source maps name its files node_modules/src/... (the package name is lost).
  [/node_modules\/(drizzle-orm|src)\//, "Drizzle"],
  [/node_modules\/jose\//, "token (jose)"],
  [/node_modules\//, "other packages"],
  [/^app\/sessions\//, "session"],
  [/^app\/root\.tsx/, "root loader and layout"],
  [/^app\/api\//, "API client (app)"],
  [/^app\/(routes|components)\//, "page loaders and components"],
  [/^app\//, "app helpers"],
  [/^functions\/contract\//, "contract (schemas, messages)"],
  [/^functions\/api\//, "API router, auth, envelope"],
  [/^functions\/db\//, "D1 client"],
  [/^functions\//, "API handlers and queries"],
  [/^worker\.ts/, "worker entry"],
  [/^cloudflare-internal:d1/, "D1 binding (rows to objects)"],
  [/middleware-loader|bundle-\w+\//, "wrangler dev's middleware"],
];

function categorise(path) {
  for (const [pattern, name] of CATEGORIES) if (pattern.test(path)) return name;
  return path ? "other bundle code" : "runtime built-ins (JSON, crypto, streams)";
}

/** A minimal Chrome DevTools Protocol session over the inspector's WebSocket. */
async function connect() {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  const target = targets.find((t) => t.webSocketDebuggerUrl) ?? targets[0];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let next = 1;
  const waiting = new Map();
  const scripts = new Map();
  socket.on("message", (message) => {
    const data = JSON.parse(String(message));
    if (data.method === "Debugger.scriptParsed") scripts.set(data.params.scriptId, data.params);
    const pending = data.id && waiting.get(data.id);
    if (pending) {
      waiting.delete(data.id);
      if (data.error) pending.reject(new Error(JSON.stringify(data.error)));
      else pending.resolve(data.result);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, scripts, close: () => socket.close() };
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** A source map's mappings as, per generated line, [column, source index] pairs (VLQ decoded). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, source]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Each script's source map (the one wrangler writes beside its bundle, chained through the Remix build's). */
const sourceMaps = new Map();
function moduleOf(cdp, scriptId, line, column) {
  if (!sourceMaps.has(scriptId)) {
    const script = cdp.scripts.get(scriptId);
    let map = null;
    if (script?.sourceMapURL && script.url.startsWith("file://")) {
      try {
        const json = JSON.parse(readFileSync(new URL(script.sourceMapURL, script.url), "utf8"));
        map = { sources: json.sources, lines: decodeMappings(json.mappings) };
      } catch {
        /* no map on disk: counted as unmapped */
      }
    }
    sourceMaps.set(scriptId, map);
  }
  const map = sourceMaps.get(scriptId);
  if (!map) return cdp.scripts.get(scriptId)?.url ?? "";
  let found = null;
  for (const [col, source] of map.lines[line] ?? []) {
    if (col > column) break;
    found = source;
  }
  if (found === null) return "(unmapped)";
  return map.sources[found].replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "node_modules/");
}

async function profilePage(cdp, url, headers) {
  await cdp.send("Profiler.start");
  for (let i = 0; i < REQUESTS; i++) await timedGet(url, headers);
  const { profile } = await cdp.send("Profiler.stop");
  // PROFILE_DUMP=DIR keeps each page's profile, for Chromium's DevTools (Performance, load profile).
  if (process.env.PROFILE_DUMP) {
    const name = new URL(url).pathname.replace(/\W+/g, "_") + (new URL(url).search ? "_q" : "");
    writeFileSync(`${process.env.PROFILE_DUMP}/${name}.cpuprofile`, JSON.stringify(profile));
  }
  const selfUs = new Map();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byCategory = new Map();
  const byFunction = new Map();
  const byModule = new Map();
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    const { functionName, scriptId, lineNumber, columnNumber } = node.callFrame;
    let category;
    if (["(idle)", "(program)", "(garbage collector)"].includes(functionName)) category = functionName;
    else {
      const path = scriptId === "0" ? "" : moduleOf(cdp, scriptId, lineNumber, columnNumber);
      category = categorise(path);
      if (category === "other bundle code") category = `other: ${path}`;
      byModule.set(path, (byModule.get(path) ?? 0) + us);
    }
    byCategory.set(category, (byCategory.get(category) ?? 0) + us);
    const fn = `${functionName || "(anonymous)"} [${category}]`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  return { byCategory, byFunction, byModule };
}

const perRequest = (us) => (us / 1000 / REQUESTS).toFixed(2);

const plan = await renderPlan(base);
const cdp = await connect();
await cdp.send("Debugger.enable");
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
console.log(`${base}: ${REQUESTS} requests a page, load average ${load()} at the start`);
for (const [label, url, headers] of plan) {
  // Wall time and D1 statements first, without the profiler's own cost.
  const walls = [];
  let statements = "?";
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { ...headers, "x-test-d1-statements": "1" }, redirect: "manual" });
    const body = await res.arrayBuffer();
    walls.push(performance.now() - started);
    statements = res.headers.get("x-test-d1-statements") ?? "n/a";
    if (i === 0) console.log(`\n## ${label}: ${(body.byteLength / 1024).toFixed(1)} KB of HTML`);
  }
  const wall = percentile(
    walls.sort((a, b) => a - b),
    50,
  );
  const { byCategory, byFunction, byModule } = await profilePage(cdp, url, headers);
  // "(program)" is the thread outside JavaScript, mostly waiting between requests here: not counted.
  const busy = [...byCategory]
    .filter(([k]) => k !== "(idle)" && k !== "(program)")
    .reduce((sum, [, us]) => sum + us, 0);
  console.log(
    `wall p50 ${wall.toFixed(1)} ms; D1 statements ${statements}; Worker CPU ${perRequest(busy)} ms a request`,
  );
  for (const [name, us] of [...byCategory].sort((a, b) => b[1] - a[1])) {
    if (name !== "(idle)" && name !== "(program)") console.log(`  ${perRequest(us).padStart(6)} ms  ${name}`);
  }
  console.log("  top modules:");
  for (const [name, us] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.log(`  ${perRequest(us).padStart(6)} ms  ${name || "(built-ins)"}`);
  }
  console.log("  top functions:");
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${perRequest(us).padStart(6)} ms  ${name}`);
  }
}
console.log(`\nload average ${load()} at the end`);
cdp.close();

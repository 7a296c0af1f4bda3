// Runs the built Worker (dist/worker.js, as `wrangler deploy` would ship it) in Miniflare with a
// fresh in-memory D1 (migrations applied), Durable Objects and R2 for each test file.
import { Miniflare } from "miniflare";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { httpD1, type SqlRunner, type SqlStatement } from "./http-d1";
import { checkAgainstContract } from "../openapi/contract-check";
import { outcodeStatements, parseOutcodes, OUTCODES_CSV } from "../../scripts/seed/outcodes";

export const TEST_SECRETS = {
  JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789",
  SESSION_SECRET: "test-session-secret-0123456789abcdef",
};

/** The WebAssembly codecs wrangler writes beside the bundle (the photo variants, decision 0066). */
function wasmModules() {
  const files = existsSync("dist") ? readdirSync("dist").filter((f) => f.endsWith(".wasm")) : [];
  return files.map((f) => ({ type: "CompiledWasm" as const, path: join("dist", f) }));
}

/** The built Worker, as every test Miniflare runs it. */
export const WORKER_SCRIPT = {
  modules: [{ type: "ESModule" as const, path: "dist/worker.js" }, ...wasmModules()],
  modulesRoot: "dist",
  compatibilityDate: "2025-04-01",
  compatibilityFlags: ["nodejs_compat", "enable_request_signal"],
};

/** The plain variables of a test Worker (wrangler.toml [vars] plus the secrets). */
export const TEST_VARS: Record<string, string> = {
  APP_ENV: "test",
  APP_URL: "http://localhost",
  AUCTION_API_URL: "",
  SUPPORT_EMAIL: "support@tradeauction.test",
  SUPPORT_PHONE: "0113 496 0000",
  ALLOW_TEST_CLOCK: "1",
  ...TEST_SECRETS,
};

const MIGRATIONS_DIR = "functions/db/migrations";
/** The archive period's schema (decision 0188). */
const ARCHIVE_MIGRATIONS_DIR = "functions/db/archive-migrations";

export function migrationStatements(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((file) => readFileSync(join(dir, file), "utf8").split("--> statement-breakpoint"))
    .map((s) => s.trim())
    .filter(Boolean);
}

let outcodeCache: string[] | null = null;
/** The outward codes every test Worker starts with (decision 0030), read once per test file. */
function outcodeSql(): string[] {
  outcodeCache ??= outcodeStatements(parseOutcodes(readFileSync(OUTCODES_CSV, "utf8")));
  return outcodeCache;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { data?: T; message?: string; errorCode?: string; fieldErrors?: Record<string, string[]> };
  headers: Headers;
}

export interface TestWorker {
  mf: Miniflare;
  url: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  api<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; settle?: boolean },
  ): Promise<ApiAnswer<T>>;
  sql<T = Record<string, unknown>>(query: string, ...params: unknown[]): Promise<T[]>;
  db(): Promise<D1Database>;
  dispose(): Promise<void>;
}

export interface StartOptions {
  bindings?: Record<string, string>;
  /** Outbound fetch handler, e.g. a local fake of Stripe. */
  outboundService?: (request: Request) => Promise<Response> | Response;
  /** Receives the Worker's console output (its log lines) instead of the terminal. */
  handleRuntimeStdio?: (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) => void;
  /**
   * Binds an archive period (ARCHIVE_DB, decision 0188), migrated (the archiver then moves slim rows
   * there) or "unmigrated": bound with no tables, as a server that forgot its migrations serves it.
   */
  archive?: boolean | "unmigrated";
}

export async function startWorker(options: StartOptions = {}): Promise<TestWorker> {
  const mf = new Miniflare({
    ...WORKER_SCRIPT,
    d1Databases: { DB: "test-db", ...(options.archive ? { ARCHIVE_DB: "test-archive-db" } : {}) },
    r2Buckets: ["MEDIA"],
    durableObjects: {
      AUCTION_ROOM: { className: "AuctionRoom", useSQLite: true },
      TOPIC_HUB: { className: "TopicHub", useSQLite: true },
      PUSH_SENDER: { className: "PushSender", useSQLite: true },
    },
    serviceBindings: { ASSETS: () => new Response("Not Found", { status: 404 }) },
    bindings: { ...TEST_VARS, ...options.bindings },
    outboundService: options.outboundService as never,
    handleRuntimeStdio: options.handleRuntimeStdio as never,
  });
  const url = (await mf.ready).toString().replace(/\/$/, "");
  const d1 = (await mf.getD1Database("DB")) as unknown as D1Database;
  await d1.batch(migrationStatements().map((s) => d1.prepare(s)));
  await d1.batch(outcodeSql().map((s) => d1.prepare(s)));
  if (options.archive === true) {
    const archive = (await mf.getD1Database("ARCHIVE_DB")) as unknown as D1Database;
    await archive.batch(migrationStatements(ARCHIVE_MIGRATIONS_DIR).map((s) => archive.prepare(s)));
  }
  return testWorker(mf, url, d1);
}

/** The helpers of one Worker of `mf`, reached at `url` (dispatchFetch routes by it), over `d1`. */
export function testWorker(mf: Miniflare, url: string, d1: D1Database): TestWorker {
  // Every exchange with the API is checked against the OpenAPI document (issue 25).
  const fetchPath = async (path: string, init?: RequestInit) => {
    const res = await dispatchWithRetry(mf, `${url}${path}`, init);
    await checkAgainstContract(init?.method ?? "GET", `${url}${path}`, init, res);
    return res;
  };
  // SQL goes through the Worker (functions/dev/sql-test-route.ts), not Miniflare's D1 proxy, whose
  // synchronous calls can lose their answer on a loaded machine. A production-like Worker has no
  // test routes (404): then, and from then on, the proxy it is.
  let proxyOnly = false;
  const runSql: SqlRunner = async (statements, mode) => {
    if (!proxyOnly) {
      const res = await fetchPath("/api/test/sql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ statements: statements.map(({ sql, params }) => ({ sql, params })), mode }),
      });
      const answer = (await res.json().catch(() => ({}))) as { data?: unknown };
      if (res.status !== 404) {
        const data = answer.data as { sqlError?: string } | unknown[] | undefined;
        if (data && !Array.isArray(data) && data.sqlError) throw new Error(data.sqlError);
        if (!res.ok || !Array.isArray(data)) throw new Error(`The SQL test route answered ${res.status}`);
        return data;
      }
      proxyOnly = true;
    }
    return viaProxy(d1, statements, mode);
  };

  return {
    mf,
    url,
    fetch: fetchPath,
    async api<T>(
      method: string,
      path: string,
      opts: { body?: unknown; token?: string; headers?: Record<string, string>; settle?: boolean } = {},
    ) {
      const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | undefined;
      if (opts.body !== undefined) {
        headers["content-type"] = "application/json";
        body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
      }
      // The API's one redirect (GET /auction/{id} to its seller: 302 with data.id, no Location) is
      // an answer to read, as the web app's client reads it.
      const res = await fetchPath(`/api${path}`, { method, headers, body, redirect: "manual" });
      const text = await res.text();
      let parsed: ApiAnswer<T>["body"] = {};
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        parsed = { message: text };
      }
      // A bid is answered before D1 has its copy (decision 0050): the harness waits for the room's
      // outbox so a test may read D1 next. Tests of the outbox itself pass `settle: false`.
      if (method === "POST" && path === "/auction/bid" && res.status === 200 && opts.settle !== false) {
        const auctionId = (opts.body as { auctionId?: unknown } | undefined)?.auctionId;
        if (typeof auctionId === "number")
          await (await fetchPath(`/api/test/auction/${auctionId}/drain`, { method: "POST" })).text();
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async sql<T>(query: string, ...params: unknown[]) {
      const [answer] = (await runSql([{ sql: query, params }], "all")) as { results: T[] }[];
      return answer!.results;
    },
    db: async () => (proxyOnly ? d1 : httpD1(runSql)),
    dispose: () => mf.dispose(),
  };
}

// workerd closes a keep-alive connection idle for about 5 s; Miniflare's pool forgets it after
// 4 s by a timer, which a loaded machine fires late. A request written to such a connection fails
// at once with EPIPE, ECONNRESET or "other side closed" and never reaches the Worker (measured in
// CI at load 25-40: 1-2 integration files a run, decision 0163). Each failure drops one stale
// connection, so a request whose body can be sent again is retried on the next one.
const STALE_CONNECTION = new Set(["EPIPE", "ECONNRESET", "UND_ERR_SOCKET"]);
const MAX_STALE_RETRIES = 20;

export function isStaleConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return error instanceof TypeError && typeof cause?.code === "string" && STALE_CONNECTION.has(cause.code);
}

async function dispatchWithRetry(mf: Miniflare, href: string, init?: RequestInit): Promise<Response> {
  const replayable = !(init?.body instanceof ReadableStream);
  for (let attempt = 0; ; attempt++) {
    try {
      // Miniflare's undici Response and the DOM's differ only in type: the tests read it as the DOM's.
      return (await mf.dispatchFetch(href, init as never)) as unknown as Response;
    } catch (error) {
      if (!replayable || attempt >= MAX_STALE_RETRIES || !isStaleConnection(error)) throw error;
    }
  }
}

async function viaProxy(d1: D1Database, statements: SqlStatement[], mode: "all" | "raw") {
  const prepared = statements.map((s) => d1.prepare(s.sql).bind(...s.params));
  if (mode === "all") return d1.batch(prepared);
  const [columns = [], ...rows] = await prepared[0]!.raw<unknown[]>({ columnNames: true });
  return [{ columns, rows }];
}

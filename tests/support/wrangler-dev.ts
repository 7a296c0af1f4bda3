// `wrangler dev` itself (not Miniflare alone) over a persisted state folder, for the restart test:
// the built Worker (dist/worker.js, --no-bundle), the repository's wrangler.toml bindings, test
// mode, and state under a folder the test owns. Its D1 is prepared beforehand with Miniflare over
// the same files: wrangler keeps the local database at DIR/v3/d1 under the config's database_id.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { migrationStatements, TEST_SECRETS, testWorker, WORKER_SCRIPT, type TestWorker } from "./worker";

/** wrangler.toml's D1 database_id: the name wrangler dev gives the local database. */
const LOCAL_D1_ID = "00000000-0000-0000-0000-000000000000";

/** A port the OS says is free now (the test may run beside other servers on CI). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The persisted D1 of `persistTo`, opened in Miniflare (never while wrangler dev runs): migrations
 * on first use, then the fixtures' helpers (sql, and api against the same built Worker).
 */
export async function openPersistedD1(persistTo: string, migrate: boolean): Promise<TestWorker> {
  const mf = new Miniflare({
    ...WORKER_SCRIPT,
    d1Databases: { DB: LOCAL_D1_ID },
    d1Persist: join(persistTo, "v3", "d1"),
    r2Buckets: ["MEDIA"],
    durableObjects: {
      AUCTION_ROOM: { className: "AuctionRoom", useSQLite: true },
      TOPIC_HUB: { className: "TopicHub", useSQLite: true },
      PUSH_SENDER: { className: "PushSender", useSQLite: true },
    },
    serviceBindings: { ASSETS: () => new Response("Not Found", { status: 404 }) },
    bindings: { APP_ENV: "test", APP_URL: "http://localhost", ALLOW_TEST_CLOCK: "1", ...TEST_SECRETS },
  });
  const url = (await mf.ready).toString().replace(/\/$/, "");
  const d1 = (await mf.getD1Database("DB")) as unknown as D1Database;
  if (migrate) await d1.batch(migrationStatements().map((s) => d1.prepare(s)));
  return testWorker(mf, url, d1);
}

export interface WranglerDev {
  url: string;
  /** Milliseconds from spawn until /api/health/live answered. */
  startedInMs: number;
  stop(): Promise<void>;
  /** SIGKILL to the whole process group: no graceful shutdown, as a crash or a pulled plug. */
  kill(): Promise<void>;
}

/**
 * Starts wrangler dev and waits until `probe` (by default GET /api/health/live) succeeds. A test
 * that must hear what the server does right after it starts (the start-up wake runs after the
 * first answer, decision 0070) probes by opening its live stream: that is then the first request.
 */
export async function startWranglerDev(
  persistTo: string,
  port: number,
  inspectorPort: number,
  probe: (url: string) => Promise<boolean> = async (url) => (await fetch(`${url}/api/health/live`)).ok,
): Promise<WranglerDev> {
  const vars = { APP_ENV: "test", ALLOW_TEST_CLOCK: "1", APP_URL: `http://127.0.0.1:${port}`, ...TEST_SECRETS };
  const args = ["wrangler", "dev", "dist/worker.js", "--no-bundle", "--ip", "127.0.0.1", "--port", String(port)];
  args.push("--inspector-port", String(inspectorPort), "--persist-to", persistTo);
  args.push("--show-interactive-dev-session=false");
  for (const [k, v] of Object.entries(vars)) args.push("--var", `${k}:${v}`);
  const started = Date.now();
  // Its own process group, so stopping it stops the workerd it starts too.
  const child: ChildProcess = spawn("npx", args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, name);
      } catch {
        /* already gone */
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
  };
  const stop = () => signal("SIGTERM");
  const kill = () => signal("SIGKILL");
  const url = `http://127.0.0.1:${port}`;
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output}`);
    try {
      if (await probe(url)) return { url, startedInMs: Date.now() - started, stop, kill };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`wrangler dev did not answer within 60 s:\n${output}`);
}

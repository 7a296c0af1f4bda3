// A `wrangler dev` of its own on a fresh database (migrations, reference data, demo logins, no
// auctions), for benchmarks that need to know every listing on the page.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { migrateLocal, run, waitForServer } from "../local-server.mjs";

export const BENCH_SECRETS = [
  "JWT_SECRET:bench-jwt-secret-0123456789abcdef0123",
  "SESSION_SECRET:bench-session-secret-0123456789abcdef",
];

/** Starts the server on `port`; answers { baseUrl, stop, pid } (pid: its process group, for memory readings). */
export async function startFreshServer(port, persistTo = ".wrangler/bench-fresh") {
  rmSync(persistTo, { recursive: true, force: true });
  migrateLocal(persistTo);
  run("npx", ["tsx", "scripts/bench/fresh-db.ts", persistTo]);
  return serveWrangler(port, persistTo, { vars: BENCH_SECRETS });
}

/**
 * `wrangler dev` on `port` over the state in `persistTo`, with these `--var`s and extra arguments;
 * `output` is where its output goes (default: its errors to ours). Answers once it serves.
 */
export async function serveWrangler(port, persistTo, { vars = [], args = [], output = ["ignore", "inherit"] } = {}) {
  const all = ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persistTo];
  all.push("--inspector-port", String(port + 1000), "--show-interactive-dev-session=false", ...args);
  for (const v of vars) all.push("--var", v);
  // Its own process group, so stopping it also stops the workerd processes it starts.
  const child = spawn("npx", all, {
    stdio: ["ignore", ...output],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    detached: true,
  });
  return serverOf(child, port);
}

/**
 * A server `child` spawned `detached` (its own process group) on `port`: answers { baseUrl, stop,
 * pid } once /api/health answers; stop ends the whole group.
 */
export async function serverOf(child, port) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  try {
    await waitForServer(`${baseUrl}/api/health`, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop, pid: child.pid };
}

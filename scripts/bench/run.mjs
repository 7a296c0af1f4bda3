// `npm run bench`: builds, seeds a database of its own, starts `wrangler dev` (the same local
// workerd as `npm start`), runs every benchmark against it and writes docs/benchmarks.md.
import { spawn } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { rmSync, writeFileSync } from "node:fs";
import { prepareDatabase, run, vapidKeyPair, waitForServer } from "../local-server.mjs";
import { benches } from "./benches.mjs";
import { mergeSections } from "./sections.mjs";

const port = Number(process.env.BENCH_PORT ?? 8795);
const baseUrl = `http://127.0.0.1:${port}`;
const persistTo = ".wrangler/bench";
// BENCH_ONLY="Bidding,Event fan-out": run only these (with their own prepares and those they
// `need`, for the seed) and replace only their sections of docs/benchmarks.md, keeping the others.
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(",").map((s) => s.trim()) : null;

async function main() {
  rmSync(persistTo, { recursive: true, force: true });
  if (process.env.SKIP_BUILD !== "1") run("npx", ["remix", "build"]);
  prepareDatabase(persistTo);
  const context = { baseUrl, persistTo };
  const wanted = only
    ? new Set(benches.filter((b) => only.includes(b.name)).flatMap((b) => [b.name, ...(b.needs ?? [])]))
    : null;
  for (const b of benches) if (!wanted || wanted.has(b.name)) await b.prepare?.(context);

  const vapid = vapidKeyPair();
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persistTo,
      "--inspector-port",
      String(port + 1000),
      "--var",
      "ALLOW_TEST_CLOCK:1",
      "--var",
      "JWT_SECRET:bench-jwt-secret-0123456789abcdef0123",
      "--var",
      "SESSION_SECRET:bench-session-secret-0123456789abcdef",
      // Push on (the Web Push bench); the keys are made for this run.
      "--var",
      `VAPID_PUBLIC_KEY:${vapid.publicKey}`,
      "--var",
      `VAPID_PRIVATE_KEY:${vapid.privateKey}`,
      "--show-interactive-dev-session=false",
    ],
    // Its own process group, so stopping it also stops the workerd processes it starts.
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, detached: true },
  );
  const sections = [];
  try {
    await waitForServer(`${baseUrl}/api/health`, child);
    for (const b of benches) {
      if (only && !only.includes(b.name)) continue;
      console.log(`running: ${b.name}`);
      try {
        const result = await b.run(context);
        sections.push(`## ${result.section}\n\n${result.markdown}\n`);
      } catch (error) {
        sections.push(`## ${b.name}\n\nFailed to run: ${error.message}\n`);
        console.error(error);
      }
    }
  } finally {
    process.kill(-child.pid, "SIGTERM");
  }
  const header = [
    "# Benchmarks",
    "",
    "Written by `npm run bench`; numbers from one run on local workerd (`wrangler dev`), so they",
    "compare changes on one machine rather than predict production. Tests never assert timings.",
    "",
    `- Run: ${new Date().toISOString()}`,
    `- Machine: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    "",
  ];
  writeFileSync("docs/benchmarks.md", only ? mergeSections(sections) : [...header, ...sections].join("\n"));
  console.log("Wrote docs/benchmarks.md");
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

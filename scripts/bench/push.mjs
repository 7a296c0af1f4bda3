// `npm run bench`'s Web Push section: runs scripts/bench/push-run.ts with tsx (it shares the fake
// push service and the decryption code with the integration tests) against the bench server.
import { spawnSync } from "node:child_process";

export async function run({ baseUrl }) {
  const result = spawnSync("npx", ["tsx", "scripts/bench/push-run.ts", baseUrl], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) throw new Error(`push bench failed (${result.status})`);
  return { section: "Web Push", markdown: result.stdout.trim() };
}

export default { name: "Web Push", run };

// The soak's short run inside `npm run bench` (decision 0191): the same script as `npm run soak`,
// for 2 minutes, on its own server; the full 20 minutes is `npm run soak` alone.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const MINUTES = 2;

export default {
  name: "Soak (2 minutes)",
  run: async () => {
    const out = join(mkdtempSync(join(tmpdir(), "soak-")), "soak.md");
    const result = spawnSync("npx", ["tsx", "scripts/bench/soak.mjs", "--minutes", String(MINUTES), "--out", out], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, SKIP_BUILD: "1" },
    });
    if (result.status !== 0) throw new Error(`the soak exited with ${result.status}`);
    const text = readFileSync(out, "utf8");
    const [heading, ...rest] = text.split("\n");
    return { section: heading.replace(/^## /, ""), markdown: rest.join("\n").trim() };
  },
};

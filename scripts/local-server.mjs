// Shared by `npm start`, the e2e server and the benches: prepare local state and run `wrangler dev`.
import { spawn, spawnSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

export function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Local secrets for wrangler dev, made once; production sets them with `wrangler secret put`. */
export function ensureDevVars() {
  if (!existsSync(".dev.vars")) {
    const secret = () => randomBytes(32).toString("hex");
    writeFileSync(".dev.vars", `JWT_SECRET=${secret()}\nSESSION_SECRET=${secret()}\n`);
    console.log("Wrote .dev.vars with fresh local secrets.");
  }
  // Web Push keys (issue 24), added to a .dev.vars made before push existed too.
  if (!/^VAPID_PRIVATE_KEY=/m.test(readFileSync(".dev.vars", "utf8"))) {
    const keys = vapidKeyPair();
    appendFileSync(".dev.vars", `VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}\n`);
    console.log("Added local VAPID keys (Web Push) to .dev.vars.");
  }
}

/** A P-256 key pair as Web Push takes it: the public point and the private scalar, base64url. */
export function vapidKeyPair() {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d };
}

/**
 * Every local D1 of wrangler.toml migrated: the primary and the archive period (decision 0188,
 * its own smaller schema). Every server that starts on fresh state (npm start, e2e, benches, soak)
 * comes through here, so none serves a period whose tables are missing.
 */
export function migrateLocal(persistTo) {
  const persist = persistTo ? ["--persist-to", persistTo] : [];
  for (const database of ["trade-auction", "trade-auction-archive"]) {
    run("npx", ["wrangler", "d1", "migrations", "apply", database, "--local", ...persist], { CI: "true" });
  }
}

export function prepareDatabase(persistTo) {
  migrateLocal(persistTo);
  run("npx", ["tsx", "scripts/seed.ts", "--if-empty", ...(persistTo ? ["--persist-to", persistTo] : [])]);
}

export function startWrangler({ port, persistTo, vars = {}, onReady }) {
  const args = ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1", "--show-interactive-dev-session=false"];
  // A port of its own for the inspector, so two servers (npm start and e2e, or two checkouts) coexist.
  args.push("--inspector-port", String(port + 1000));
  if (persistTo) args.push("--persist-to", persistTo);
  for (const [k, v] of Object.entries(vars)) args.push("--var", `${k}:${v}`);
  const child = spawn("npx", args, {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  let ready = false;
  child.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    if (!ready && /Ready on/.test(chunk.toString())) {
      ready = true;
      onReady?.();
    }
  });
  const stop = () => child.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
  return child;
}

/** Waits until `url` answers OK (a spawned `wrangler dev` is up), failing if `child` exits first. */
export async function waitForServer(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error("wrangler dev exited");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("wrangler dev did not start");
}

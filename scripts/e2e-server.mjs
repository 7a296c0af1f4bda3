// The server Playwright tests run against: the same `wrangler dev` as `npm start`, on a fresh
// database of its own (so tests never touch a developer's data), in test mode.
import { rmSync } from "node:fs";
import { prepareDatabase, run, startWrangler, vapidKeyPair } from "./local-server.mjs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
const persistTo = ".wrangler/e2e";

rmSync(persistTo, { recursive: true, force: true });
if (process.env.SKIP_BUILD !== "1") run("npx", ["remix", "build"]);
prepareDatabase(persistTo);
// Push on, with keys of its own: the e2e delivers pushes through the browser's DevTools protocol.
const vapid = vapidKeyPair();
startWrangler({
  port: E2E_PORT,
  persistTo,
  vars: {
    ALLOW_TEST_CLOCK: "1",
    APP_URL: `http://localhost:${E2E_PORT}`,
    JWT_SECRET: "e2e-jwt-secret-0123456789abcdef0123456789",
    SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  },
});

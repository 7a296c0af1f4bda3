// `npm start`: build, apply local D1 migrations, seed demo data when the database is empty, and
// serve everything with `wrangler dev` on PORT (default 8787). A fresh seed's wizard-listed demo
// auctions are then made through the running Worker's API (decision 0079).
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureDevVars, prepareDatabase, run, startWrangler } from "./local-server.mjs";
import { DEMO_LOGINS_TEXT } from "./demo-logins.mjs";
import { seedWizardListings } from "./seed/wizard-listings.mjs";

const port = Number(process.env.PORT ?? 8787);
/** Written by scripts/seed.ts into the state folder after a fresh seed. */
const pending = join(".wrangler/state", "wizard-listings-pending");

function printWelcome() {
  console.log(`\nTrade Auction is running at http://localhost:${port}\n`);
  console.log(DEMO_LOGINS_TEXT);
  console.log("Dev mailbox (password reset links): http://localhost:" + port + "/dev/mailbox\n");
}

/** Answers whether it printed anything after the welcome (only on a freshly seeded database). */
async function listThroughWizard() {
  if (!existsSync(pending)) return false;
  const started = Date.now();
  const base = `http://127.0.0.1:${port}`;
  try {
    const ids = await seedWizardListings((path, init) => fetch(`${base}${path}`, init), {
      password: "Password123!",
    });
    rmSync(pending);
    console.log(`Listed ${ids.length} demo auctions through the wizard's API in ${Date.now() - started} ms.`);
    return true;
  } catch (error) {
    // The site works without them; the next `npm start` tries again.
    console.error("Could not list the wizard demo auctions:", error instanceof Error ? error.message : error);
    return true;
  }
}

ensureDevVars();
run("npm", ["run", "-s", "build"]);
prepareDatabase();
startWrangler({
  port,
  async onReady() {
    printWelcome();
    // The site is usable meanwhile; these few listings appear on Live Auctions as they launch.
    // Their request log lines push the welcome off screen, so it is printed again after them.
    if (await listThroughWizard()) printWelcome();
  },
});

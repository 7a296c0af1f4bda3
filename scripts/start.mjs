// `npm start`: build, apply local D1 migrations, seed demo data when the database is empty, and
// serve everything with `wrangler dev` on PORT (default 8787).
import { ensureDevVars, prepareDatabase, run, startWrangler } from "./local-server.mjs";
import { DEMO_LOGINS_TEXT } from "./demo-logins.mjs";

const port = Number(process.env.PORT ?? 8787);
ensureDevVars();
run("npx", ["remix", "build"]);
prepareDatabase();
startWrangler({
  port,
  onReady() {
    console.log(`\nTrade Auction is running at http://localhost:${port}\n`);
    console.log(DEMO_LOGINS_TEXT);
    console.log("Dev mailbox (password reset links): http://localhost:" + port + "/dev/mailbox\n");
  },
});

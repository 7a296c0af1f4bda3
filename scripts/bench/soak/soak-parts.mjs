// One part of the soak alone against a fresh soak server, to tell what holds workerd's memory
// (issue 26 item 5, decision 0236): its RSS after each cycle, and whether it comes back down.
//   npx tsx scripts/bench/soak/soak-parts.mjs streams <port> [cycles 3] [streams 500] [hold|quiet|early]
//     N streams of the web app's /sse/auction/buyer (feed=global: one hub socket each) opened, held
//     60 s (events every 200 ms unless quiet; `early`: each aborted 100-400 ms after it is sent),
//     then closed and left 60 s.
//   npx tsx scripts/bench/soak/soak-parts.mjs uploads <port> [cycles 6]   100 photo uploads a cycle
// SKIP_BUILD=1 to reuse a build; SOAK_INSPECTOR_PORT opens the isolates' inspector.
import http from "node:http";
import { startSoakServer, workerdRssKib } from "./soak-server.mjs";
import { watcherSessions } from "./soak-watchers.mjs";
import { SoakClient } from "./soak-client.mjs";
import { uploadPhoto } from "./soak-listing.mjs";
import { SOAK_PASSWORD, soakBuyerEmail, soakOwnerEmail } from "./soak-people.mjs";
import { launchChromium } from "../browser.mjs";
import { makePhotos } from "../listings.mjs";

const [part, portArg, cyclesArg, nArg, mode = "hold"] = process.argv.slice(2);
const port = Number(portArg);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const server = await startSoakServer(port, `.wrangler/soak-${part}-${port}`);
process.on("exit", server.stop);
const mib = () => `${(workerdRssKib(server.group, "miniflare").total / 1024).toFixed(1)} MiB`;

async function streams(cycles, n) {
  const sessions = await watcherSessions(
    server.baseUrl,
    Array.from({ length: 10 }, (_, o) => soakBuyerEmail(o, 19)),
  );
  const held = async () => (await (await fetch(`${server.baseUrl}/api/test/live/hubs/global`)).json()).data.subscribers;
  let publishing = mode !== "quiet";
  const publisher = (async () => {
    for (let seq = 0; publishing; seq++) {
      const event = { type: "AUCTION_PUBLISHED", auctionId: 1 + (seq % 500), status: "PUBLISHED" };
      const audience = { sellerOrganizationId: 1, publishTarget: "EVERYWHERE", groupId: null };
      await fetch(`${server.baseUrl}/api/test/live/publish`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ event, audience }),
      })
        .then((r) => r.text())
        .catch(() => undefined);
      await sleep(200);
    }
  })();
  console.log(`start: ${mib()}`);
  for (let c = 1; c <= cycles; c++) {
    const stops = [];
    let opened = 0;
    for (let i = 0; i < n; i++) {
      const stop = new AbortController();
      stops.push(stop);
      const headers = { cookie: sessions[i % sessions.length].cookie, accept: "text/event-stream" };
      const url = `${server.baseUrl}/sse/auction/buyer?feed=global&deviceId=part-${i}`;
      http
        .get(url, { headers, agent: false, signal: stop.signal }, (res) => {
          opened++;
          res.on("data", () => undefined);
          res.on("error", () => undefined);
        })
        .on("error", () => undefined);
      if (mode === "early") setTimeout(() => stop.abort(), 100 + Math.random() * 300);
      if (i % 50 === 49) await sleep(200);
    }
    await sleep(60_000);
    console.log(`cycle ${c}: ${opened} opened, the hub holds ${await held()}, ${mib()}`);
    stops.forEach((s) => s.abort());
    await sleep(60_000);
    console.log(`cycle ${c}: closed 60 s, the hub holds ${await held()}, ${mib()}`);
  }
  publishing = false;
  await publisher;
}

async function uploads(cycles) {
  const browser = await launchChromium();
  const photos = await makePhotos(browser, 6).finally(() => browser.close());
  const client = new SoakClient(server.baseUrl);
  const owner = await client.signIn(soakOwnerEmail(0), SOAK_PASSWORD);
  console.log(`start: ${mib()}`);
  for (let c = 1; c <= cycles; c++) {
    let ok = 0;
    for (let i = 0; i < 100; i++) if (await uploadPhoto(client, owner, photos[i % photos.length], `u${i}`)) ok++;
    console.log(`cycle ${c}: ${ok} uploads answered 200, ${mib()}`);
  }
  await client.close();
}

if (part === "streams") await streams(Number(cyclesArg ?? 3), Number(nArg ?? 500));
else if (part === "uploads") await uploads(Number(cyclesArg ?? 6));
else throw new Error(`unknown part ${part}: streams or uploads`);
await sleep(20_000);
console.log(`rested 20 s: ${mib()}`);
process.exit(0);

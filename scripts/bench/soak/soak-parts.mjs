// One part of the soak alone against a fresh soak server, to tell what holds workerd's memory
// (issue 26 item 5, decision 0236): its RSS after each cycle, and whether it comes back down.
//   npx tsx scripts/bench/soak/soak-parts.mjs streams <port> [cycles 3] [streams 500] [hold|quiet|early]
//     N streams of the web app's /sse/auction/buyer (feed=global: one hub socket each) opened, held
//     60 s (events every 200 ms unless quiet; `early`: each aborted 100-400 ms after it is sent),
//     then closed and left 60 s.
//   npx tsx scripts/bench/soak/soak-parts.mjs churn <port> [minutes 4] [watchers 150]
//     each watcher holds a stream of /sse/auction/buyer (feed=global) 10 to 30 s, closes it and opens
//     the next; an event every 2 s; RSS every 15 s, and 60 s after every stream closed (decision 0250).
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

const held = async () => (await (await fetch(`${server.baseUrl}/api/test/live/hubs/global`)).json()).data.subscribers;
const buyerSessions = () =>
  watcherSessions(
    server.baseUrl,
    Array.from({ length: 10 }, (_, o) => soakBuyerEmail(o, 19)),
  );

/** A test event to the global feed every `everyMs` until the returned stop is awaited. */
function publishEvery(everyMs) {
  let publishing = true;
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
      await sleep(everyMs);
    }
  })();
  return () => ((publishing = false), publisher);
}

/** Opens one stream of the web app; `onOpen` when its answer arrives, `onEnd` once it is over. */
function openStream(session, i, signal, onOpen = () => undefined, onEnd = () => undefined) {
  const headers = { cookie: session.cookie, accept: "text/event-stream" };
  const url = `${server.baseUrl}/sse/auction/buyer?feed=global&deviceId=part-${i}`;
  let ended = false;
  const end = () => ended || ((ended = true), onEnd());
  http
    .get(url, { headers, agent: false, signal }, (res) => {
      onOpen();
      res.on("data", () => undefined);
      res.on("error", end);
      res.on("close", end);
    })
    .on("error", end);
}

async function streams(cycles, n) {
  const sessions = await buyerSessions();
  const stopPublishing = mode !== "quiet" ? publishEvery(200) : async () => undefined;
  console.log(`start: ${mib()}`);
  for (let c = 1; c <= cycles; c++) {
    const stops = [];
    let opened = 0;
    for (let i = 0; i < n; i++) {
      const stop = new AbortController();
      stops.push(stop);
      openStream(sessions[i % sessions.length], i, stop.signal, () => opened++);
      if (mode === "early") setTimeout(() => stop.abort(), 100 + Math.random() * 300);
      if (i % 50 === 49) await sleep(200);
    }
    await sleep(60_000);
    console.log(`cycle ${c}: ${opened} opened, the hub holds ${await held()}, ${mib()}`);
    stops.forEach((s) => s.abort());
    await sleep(60_000);
    console.log(`cycle ${c}: closed 60 s, the hub holds ${await held()}, ${mib()}`);
  }
  await stopPublishing();
}

async function churn(minutes, n) {
  const sessions = await buyerSessions();
  const stopPublishing = publishEvery(2_000);
  const until = Date.now() + minutes * 60_000;
  let opened = 0;
  let open = 0;
  const watcher = async (w) => {
    await sleep(Math.random() * 10_000);
    for (let k = 0; Date.now() < until; k++) {
      const stop = new AbortController();
      openStream(
        sessions[w % sessions.length],
        w * 1000 + k,
        stop.signal,
        () => (opened++, open++),
        () => open--,
      );
      await sleep(Math.min(10_000 + Math.random() * 20_000, Math.max(0, until - Date.now())));
      stop.abort();
    }
  };
  console.log(`start: ${mib()}`);
  const sampler = setInterval(
    async () => console.log(`${opened} opened, ${open} open, the hub holds ${await held()}, ${mib()}`),
    15_000,
  );
  await Promise.all(Array.from({ length: n }, (_, w) => watcher(w)));
  clearInterval(sampler);
  console.log(`all closed: ${opened} opened, the hub holds ${await held()}, ${mib()}`);
  await stopPublishing();
  await sleep(60_000);
  console.log(`closed 60 s: the hub holds ${await held()}, ${mib()}`);
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
else if (part === "churn") await churn(Number(cyclesArg ?? 4), Number(nArg ?? 150));
else if (part === "uploads") await uploads(Number(cyclesArg ?? 6));
else throw new Error(`unknown part ${part}: streams, churn or uploads`);
await sleep(20_000);
console.log(`rested 20 s: ${mib()}`);
process.exit(0);

// 500 watchers on the web app's live stream (/sse/auction/buyer, which relays the API's stream),
// each a signed-in dealer's browser tab watching one to six live auctions. A tab stays 2 to 6
// minutes, then moves on to others (a new stream), so subscriptions open and close all run long.
// Plain node:http, not fetch: 500 WHATWG body streams in one Node process would cost more than the
// server being measured.
import http from "node:http";
import { signIn } from "../sign-in.mjs";
import { SOAK_PASSWORD } from "./soak-people.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const between = (lo, hi) => lo + Math.random() * (hi - lo);

export function watchCounts() {
  // `subscribed`: hub subscriptions the streams open now asked for (one per auction; an upper
  // bound, as the API subscribes only to the auctions the dealer may see).
  return { opened: 0, refused: {}, serverErrors: 0, events: {}, endedEarly: 0, failed: 0, signIns: 0, subscribed: 0 };
}

/** One stream of `auctions` for `lifetime` ms: counts its events; answers how it ended. */
function watch(url, auctions, session, lifetime, counts) {
  return new Promise((resolve) => {
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), lifetime);
    let subscribed = 0;
    const done = (how) => {
      clearTimeout(timer);
      counts.subscribed -= subscribed;
      subscribed = 0;
      resolve(how);
    };
    const headers = { cookie: session.cookie, accept: "text/event-stream" };
    const request = http.get(url, { headers, agent: false, signal: stop.signal }, (res) => {
      // As a browser: a session the web app renewed (a refreshed token) comes back as a cookie.
      const renewed = (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).find((c) => /^__session=./.test(c));
      if (renewed) session.cookie = renewed;
      if (res.statusCode !== 200) {
        counts.refused[res.statusCode] = (counts.refused[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 500) counts.serverErrors++;
        res.resume();
        done(res.statusCode);
        return;
      }
      counts.opened++;
      subscribed = auctions;
      counts.subscribed += subscribed;
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith("event: message")) continue;
          const type = /"type":"([A-Z_]+)"/.exec(block)?.[1] ?? "other";
          counts.events[type] = (counts.events[type] ?? 0) + 1;
        }
      });
      res.on("end", () => done(stop.signal.aborted ? "lifetime" : "ended"));
      res.on("error", () => done(stop.signal.aborted ? "lifetime" : "ended"));
    });
    request.on("error", () => done(stop.signal.aborted ? "lifetime" : "failed"));
  });
}

/** Browser sessions (the login form's cookie) of these members, signed in before the run. */
export async function watcherSessions(baseUrl, emails) {
  const sessions = [];
  for (const email of emails)
    sessions.push({ email, cookie: await signIn(baseUrl, { email, password: SOAK_PASSWORD }) });
  return sessions;
}

/** A session the web app sent to sign-in again (302) signs in again, as the dealer would. */
async function signInAgain(baseUrl, session, counts) {
  try {
    session.cookie = await signIn(baseUrl, { email: session.email, password: SOAK_PASSWORD });
    counts.signIns++;
  } catch {
    counts.failed++;
  }
}

/** Runs `n` watchers until `fleet.stopping`, on the sessions in turn. */
export async function runWatchers(baseUrl, sessions, n, fleet, counts) {
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const session = sessions[i % sessions.length];
      await sleep(between(0, 30_000));
      while (!fleet.stopping) {
        const live = fleet.liveIds();
        const picks = Array.from(
          { length: 1 + Math.floor(Math.random() * 6) },
          () => live[Math.floor(Math.random() * live.length)],
        );
        const ids = [...new Set(picks)].filter(Boolean);
        const query = ids.map((id) => `auctionIds=${id}`).join("&");
        const lifetime = Math.min(between(120_000, 360_000), Math.max(1000, fleet.endsAt - Date.now()));
        const how = await watch(
          `${baseUrl}/sse/auction/buyer?${query}&deviceId=soak-${i}`,
          ids.length,
          session,
          lifetime,
          counts,
        );
        if (how === 302) await signInAgain(baseUrl, session, counts);
        if (how === "ended") counts.endedEarly++;
        if (how === "failed") counts.failed++;
        if (how !== "lifetime") await sleep(2000);
      }
    }),
  );
}

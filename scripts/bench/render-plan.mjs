// The signed-in pages the server render benchmarks time (issue 23 item 3), as the demo buyer with the
// cookie and fee notices answered; `/` signed out (its edge copy, decision 0156).
import { signIn } from "./sign-in.mjs";

const BUYER = { email: "buyer@riverside.test", password: "Password123!" };

/** [label, url, headers] for each page of `base`, the static file first (the floor). */
export async function renderPlan(base) {
  const cookie = `${await signIn(base, BUYER)}; cookie-policy=accepted; buyer-fee-notice=dismissed`;
  // The latest added, not the soonest ending: an auction that ends mid-run answers a redirect.
  const html = await (await fetch(`${base}/search?sort=LATEST_ADDED`, { headers: { cookie } })).text();
  const id = html.match(/id="auction-(\d+)"/)?.[1];
  const signedIn = { cookie };
  return [
    ["static /favicon.svg", `${base}/favicon.svg`, {}],
    ["/ (signed out)", `${base}/`, {}],
    ["/search", `${base}/search`, signedIn],
    ["/search?q=ford", `${base}/search?sort=LATEST_ADDED&q=ford`, signedIn],
    // "ford" finds 6 demo auctions and a full page at 10k, so its 10k/demo ratio includes drawing
    // four more cards; "5dr" fills a page on both, so its ratio is the text search's own growth.
    ["/search?q=5dr", `${base}/search?sort=LATEST_ADDED&q=5dr`, signedIn],
    // The list's own order (the soonest end first), as a dealer's search comes: the walk and its sort
    // differ from the latest added (decision 0271).
    ["/search?q=5dr soonest", `${base}/search?q=5dr`, signedIn],
    ["/auction/{id}", `${base}/auction/${id}`, signedIn],
    ["/dashboard", `${base}/dashboard`, signedIn],
    ["/my-bids", `${base}/my-bids`, signedIn],
  ];
}

/** One request's wall time in ms, its body read; throws unless it answered 200. */
export async function timedGet(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

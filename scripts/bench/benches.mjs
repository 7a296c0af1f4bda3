// The benchmarks `npm run bench` runs, in order. Each has a name, an optional prepare(context)
// that runs before the server starts (seeding), and run(context) returning { section, markdown }.
import publicPages from "./public-pages.mjs";
import * as fanout from "./fanout-run.mjs";
import * as bidding from "./bidding-run.mjs";
import buyerPages from "./search.mjs";
import alertMatching from "./alerts.mjs";
import { bundleSection } from "../bundle-size.mjs";
import browserWeight from "./browser-weight.mjs";
import webPush from "./push.mjs";
import phonePhotos from "./phone-photos.mjs";
import lighthouse from "./lighthouse.mjs";
import priceGuide from "./price-guide.mjs";
import yearPages from "./year-pages.mjs";
import bidToScreen from "./bid-to-screen.mjs";
import soak from "./soak-bench.mjs";

// The buyer pages' prepare seeds 10,000 live auctions, which the bidding benchmark then bids on.
export const benches = [
  buyerPages,
  { name: "Public pages", run: publicPages },
  { name: "Bidding", prepare: bidding.prepare, run: bidding.run, needs: ["Buyer pages"] },
  { name: "Event fan-out", prepare: fanout.prepare, run: fanout.run },
  // On the buyer pages' seeded auctions.
  { ...bidToScreen, needs: ["Buyer pages"] },
  alertMatching,
  priceGuide,
  // Its own three databases and servers; the 50k year through the archiver takes most of an hour here.
  yearPages,
  webPush,
  browserWeight,
  phonePhotos,
  lighthouse,
  { name: "Worker bundle", run: async () => bundleSection() },
  // Its own server and database (issue 26 item 5); `npm run soak` is the full 20 minutes.
  soak,
];

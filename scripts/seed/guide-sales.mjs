// Demo sales behind the price guide (decision 0147): the three longest-running live demo auctions
// each get six past sales of the same make and model, a year of age and a few thousand miles
// either side, spread over the last eleven months, so their detail pages and relaunch forms show a
// guide. Bids come from the same rules as every seeded auction.
import { prng, SELLERS } from "./auction-catalogue.mjs";
import { LIVE_DEMO, auctionFor, insertListings, listing, putImages, withGroup } from "./demo-auctions.mjs";

const DAY = 24 * 60 * 60_000;
/** Sales per guided car: above the guide's minimum of 5, so one sale more or less keeps it shown. */
export const GUIDE_SALES_PER_CAR = 6;
/** The live demo listings (their `n`) whose cars get a guide: the last launched, which run 6-7 days. */
export const GUIDED_LISTINGS = [LIVE_DEMO - 1, LIVE_DEMO - 2, LIVE_DEMO - 3];

export async function seedGuideSales(ctx) {
  const now = ctx.now.getTime();
  const random = prng(20261125);
  const images = await putImages(ctx.media);
  const context = await withGroup(ctx);
  const items = [];
  GUIDED_LISTINGS.forEach((n, g) => {
    for (let k = 0; k < GUIDE_SALES_PER_CAR; k++) {
      const daysAgo = 12 + Math.round((320 * k) / (GUIDE_SALES_PER_CAR - 1)) + g;
      const x = listing(context, random, n, SELLERS[(n + 1 + k) % SELLERS.length], images);
      x.vehicle.year += (k % 3) - 1;
      x.vehicle.mileage = Math.max(1000, x.vehicle.mileage + (k % 2 ? 1 : -1) * 1500 * (k % 4));
      const spec = {
        status: "SOLD",
        type: "MINIMUM_PRICE",
        launchedOn: now - (daysAgo + 1) * DAY,
        endsOn: now - daysAgo * DAY,
        timeOption: 1440,
        rounds: 3 + (k % 3),
        soldOn: now - daysAgo * DAY + DAY / 24,
      };
      items.push(auctionFor(context, random, x, n, spec));
    }
  });
  await insertListings(ctx.db, items);
  return items.length;
}

// The price guide's query (decision 0137) against D1: it picks exactly the comparable sales, and
// SQLite reads them through the vehicles' (model_id, year, mileage) index, then each auction by its vehicle.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createDraftAuction, createMember, createOrganization, ensureMake } from "../support/fixtures";
import { PRICE_GUIDE_SQL, priceGuideOf } from "../../functions/contract/price-guide";
import { ownCarGuideSql } from "../../functions/auctions/read/price-guide-query";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

describe("price guide query", () => {
  it("takes the same model's sales within a year and 10,000 miles over 12 months", async () => {
    const seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
    const { makeId, modelId } = await ensureMake(worker);
    const now = Date.parse("2026-11-25T12:00:00Z");
    const sale = async (price: number, year: number, mileage: number, daysAgo: number) => {
      const d = await createDraftAuction(worker, seller, { photos: 0 });
      await worker.sql("UPDATE vehicles SET year = ?, mileage = ? WHERE id = ?", year, mileage, d.vehicleId);
      await worker.sql(
        "UPDATE auctions SET status = 'SOLD', won_bid_price_in_pence = ?, sold_on = ? WHERE id = ?",
        price,
        new Date(now - daysAgo * 86_400_000).toISOString(),
        d.auctionId,
      );
      return d.auctionId;
    };
    const self = await sale(999_00, 2019, 42_000, 1);
    for (const [i, price] of [800_000, 820_000, 850_000, 900_000, 950_000].entries())
      await sale(price, 2018 + (i % 3), 40_000 + i * 1000, 10);
    await sale(100_000, 2015, 42_000, 10); // too old a car
    await sale(100_000, 2019, 70_000, 10); // too many miles
    await sale(100_000, 2019, 42_000, 400); // sold too long ago
    const since = new Date(now - 365 * 86_400_000).toISOString();
    const params = [makeId, modelId, 2019, 42_000, since, self];
    const rows = await worker.sql<{ price: number }>(PRICE_GUIDE_SQL, ...params);
    expect(priceGuideOf(rows.map((r) => r.price))).toEqual({
      count: 5,
      medianInPence: 850_000,
      lowInPence: 800_000,
      highInPence: 950_000,
    });
    // Through the API: the guide for the auction's own vehicle; another organisation outside a
    // group-only auction gets 404.
    const { signTokenFor } = await import("../support/fixtures");
    const buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true });
    await worker.sql("UPDATE auctions SET status = 'PUBLISHED', publish_target = 'EVERYWHERE' WHERE id = ?", self);
    const api = await worker.api("GET", `/auction/${self}/price-guide`, { token: await signTokenFor(buyer) });
    expect(api.status).toBe(200);
    expect(api.body.data).toMatchObject({ count: 5, medianInPence: 850_000 });
    // The detail reads the same guide in its own batch, the car's facts from the auction's rows
    // (decision 0267).
    const detail = await worker.api<{ priceGuide: unknown }>("GET", `/auction/${self}?with=priceGuide`, {
      token: await signTokenFor(buyer),
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data!.priceGuide).toEqual(api.body.data);
    const ownCar = await worker.sql<{ price: number }>(ownCarGuideSql(self, now));
    expect(ownCar.map((r) => r.price).sort()).toEqual(rows.map((r) => r.price).sort());
    const ownPlan = (await worker.sql<{ detail: string }>(`EXPLAIN QUERY PLAN ${ownCarGuideSql(self, now)}`)).map(
      (p) => p.detail,
    );
    expect(ownPlan.filter((d) => !/SCALAR SUBQUERY|^SEARCH g[v]? USING INTEGER PRIMARY KEY/.test(d))).toEqual([
      expect.stringMatching(
        /^SEARCH v USING COVERING INDEX vehicles_guide_idx \(model_id=\? AND year>\? AND year<\?\)/,
      ),
      expect.stringMatching(/^SEARCH a USING INDEX auctions_vehicle_idx \(vehicle_id=\?\)/),
    ]);
    await worker.sql("UPDATE auctions SET publish_target = 'GROUP_ONLY', group_id = NULL WHERE id = ?", self);
    const hidden = await worker.api("GET", `/auction/${self}/price-guide`, { token: await signTokenFor(buyer) });
    expect(hidden.status).toBe(404);
    const plan = await worker.sql<{ detail: string }>(`EXPLAIN QUERY PLAN ${PRICE_GUIDE_SQL}`, ...params);
    // The model's vehicles through their index, then each one's auction by its key: never a whole make.
    expect(plan.map((p) => p.detail)).toEqual([
      expect.stringMatching(
        /^SEARCH v USING COVERING INDEX vehicles_guide_idx \(model_id=\? AND year>\? AND year<\?\)/,
      ),
      expect.stringMatching(/^SEARCH a USING INDEX auctions_vehicle_idx \(vehicle_id=\?\)/),
    ]);
  });
});

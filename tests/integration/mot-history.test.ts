// GET /auction/{id}/mot-history (decision 0078): the demo histories without DVSA credentials, the
// DVSA adapter against a local fake of its token endpoint and API (mapping, caching, not found,
// down), and who may read it: whoever may see the auction, never another organisation's draft.
// The same history read by the detail call itself, `GET /auction/{id}?with=motHistory` (decision 0179).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createDraftAuction,
  createMember,
  createOrganization,
  launchBody,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import { DVSA_FAKE_CREDENTIALS, startDvsaFake, type DvsaFake } from "../support/fakes/dvsa";
import { MotHistorySchema, type MotHistoryDto } from "../../functions/contract/mot-history";
import { MOT_MESSAGES } from "../../functions/contract/messages/mot";
import { AuctionDetailWithExtrasSchema } from "../../functions/contract/answers/auction-detail";
import type { z } from "zod";

type AuctionDetailWithExtras = z.infer<typeof AuctionDetailWithExtrasSchema>;

let demo: TestWorker;
let dvsa: TestWorker;
let fake: DvsaFake;

interface Side {
  worker: TestWorker;
  seller: MemberFixture;
  sellerToken: string;
  buyerToken: string;
}
let demoSide: Side;
let dvsaSide: Side;

async function sides(worker: TestWorker): Promise<Side> {
  const seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
  const buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  return { worker, seller, sellerToken: await signTokenFor(seller), buyerToken: await signTokenFor(buyer) };
}

/** A live auction (EVERYWHERE) of a vehicle with this plate; or only its draft. */
async function listed(side: Side, plate: string, launch = true): Promise<number> {
  const draft = await createDraftAuction(side.worker, side.seller, { plate });
  if (!launch) return draft.auctionId;
  const res = await side.worker.api("POST", `/auction/${draft.auctionId}/publish`, {
    token: side.sellerToken,
    body: launchBody(draft.version),
  });
  expect(res.status).toBe(200);
  return draft.auctionId;
}

async function history(side: Side, auctionId: number, token = side.buyerToken) {
  const res = await side.worker.api<MotHistoryDto>("GET", `/auction/${auctionId}/mot-history`, { token });
  if (res.status === 200) MotHistorySchema.parse(res.body.data);
  return res;
}

/** The detail call with its extras, as the detail page makes it. */
async function detailWith(side: Side, auctionId: number, token = side.buyerToken, extras = "motHistory,priceGuide") {
  return side.worker.api<AuctionDetailWithExtras>("GET", `/auction/${auctionId}?with=${extras}`, { token });
}

beforeAll(async () => {
  fake = await startDvsaFake();
  [demo, dvsa] = await Promise.all([
    startWorker(),
    startWorker({
      bindings: {
        DVSA_CLIENT_ID: DVSA_FAKE_CREDENTIALS.clientId,
        DVSA_CLIENT_SECRET: DVSA_FAKE_CREDENTIALS.clientSecret,
        DVSA_API_KEY: DVSA_FAKE_CREDENTIALS.apiKey,
        DVSA_API_URL: fake.url,
        DVSA_TOKEN_URL: fake.tokenUrl,
      },
    }),
  ]);
  [demoSide, dvsaSide] = await Promise.all([sides(demo), sides(dvsa)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([demo?.dispose(), dvsa?.dispose()]);
  await fake?.close();
});

describe("without DVSA credentials: the demo histories", () => {
  it("gives a demo registration its tests, newest first, with a failure and its retest", async () => {
    const res = await history(demoSide, await listed(demoSide, "TY18 YRS"));
    expect(res.status).toBe(200);
    const h = res.body.data!;
    expect(h).toMatchObject({ registration: "TY18YRS", status: "FOUND", source: "DEMO", motTestDueDate: null });
    // First registered May 2018: a first test in 2021 and one a year since.
    expect(h.tests.length).toBeGreaterThanOrEqual(5);
    const dates = h.tests.map((t) => t.completedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const failed = h.tests.filter((t) => t.testResult === "FAILED");
    expect(failed).toHaveLength(1);
    expect(failed[0].expiryDate).toBeNull();
    expect(failed[0].defects.map((d) => d.type)).toContain("MAJOR");
    expect(h.tests.some((t) => t.defects.some((d) => d.type === "ADVISORY"))).toBe(true);
    const passed = h.tests.filter((t) => t.testResult === "PASSED");
    for (const t of passed) expect(t.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const miles = h.tests.map((t) => t.odometerValue!);
    expect([...miles].sort((a, b) => b - a)).toEqual(miles);
    expect(h.tests.every((t) => t.odometerUnit === "MI")).toBe(true);
  });

  it("says when a new car has had no test and when a plate is unknown", async () => {
    const young = await history(demoSide, await listed(demoSide, "KS24SPT"));
    expect(young.body.data).toMatchObject({ status: "NO_HISTORY", motTestDueDate: "2027-02-28", tests: [] });
    const unknown = await history(demoSide, await listed(demoSide, "ZZ99 ZZZ"));
    expect(unknown.body.data).toMatchObject({ registration: "ZZ99ZZZ", status: "NOT_FOUND", tests: [] });
  });

  it("is for whoever may see the auction: another organisation gets 404 for a draft", async () => {
    const draft = await listed(demoSide, "AB19 CDE", false);
    expect((await history(demoSide, draft, demoSide.sellerToken)).status).toBe(200);
    const other = await history(demoSide, draft, demoSide.buyerToken);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain("AB19");
    expect((await history(demoSide, 999_999)).status).toBe(404);
    expect((await history(demoSide, Number.NaN)).status).toBe(404);
    const anonymous = await demo.api("GET", `/auction/${draft}/mot-history`);
    expect(anonymous.status).toBe(401);
  });

  it("comes in the detail call with the price guide, as their own calls answer them", async () => {
    const auctionId = await listed(demoSide, "TY18 YRS");
    const res = await detailWith(demoSide, auctionId);
    expect(res.status).toBe(200);
    const detail = AuctionDetailWithExtrasSchema.parse(res.body.data);
    expect(detail.id).toBe(auctionId);
    expect(detail.motHistory).toEqual((await history(demoSide, auctionId)).body.data);
    const guide = await demo.api("GET", `/auction/${auctionId}/price-guide`, { token: demoSide.buyerToken });
    expect(detail.priceGuide).toEqual(guide.body.data);
    expect(detail.motHistoryError).toBeUndefined();
    // Without `with`, the detail alone; only the listed extras.
    const plain = await demo.api<AuctionDetailWithExtras>("GET", `/auction/${auctionId}`, {
      token: demoSide.buyerToken,
    });
    expect(plain.body.data).not.toHaveProperty("motHistory");
    expect(plain.body.data).not.toHaveProperty("priceGuide");
    const motOnly = await detailWith(demoSide, auctionId, demoSide.buyerToken, "motHistory");
    expect(motOnly.body.data).toHaveProperty("motHistory");
    expect(motOnly.body.data).not.toHaveProperty("priceGuide");
  });

  it("in the detail call too, is for whoever may see the auction; an unknown extra is refused", async () => {
    const draft = await listed(demoSide, "AB19 CDE", false);
    const own = await detailWith(demoSide, draft, demoSide.sellerToken);
    // The selling organisation gets the detail as its 302 body, its extras in it.
    expect(own.status).toBe(302);
    expect(own.body.data?.motHistory?.registration).toBe("AB19CDE");
    const other = await detailWith(demoSide, draft);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain("AB19");
    const bad = await detailWith(demoSide, draft, demoSide.sellerToken, "motHistory,everything");
    expect(bad.status).toBe(412);
  });
});

describe("with DVSA credentials: the adapter against a local fake", () => {
  it("maps DVSA's tests: results, odometer readings with their unit, defects with their type", async () => {
    const auctionId = await listed(dvsaSide, "WN67 DSO");
    const res = await history(dvsaSide, auctionId);
    expect(res.status).toBe(200);
    const h = res.body.data!;
    expect(h).toMatchObject({ registration: "WN67DSO", status: "FOUND", source: "DVSA" });
    expect(h.tests.map((t) => [t.testResult, t.odometerValue, t.odometerUnit, t.odometerResultType])).toEqual([
      ["PASSED", 61240, "MI", "READ"],
      ["FAILED", 61234, "MI", "READ"],
      ["PASSED", null, null, "UNREADABLE"],
      ["PASSED", 30500, "KM", "READ"],
    ]);
    expect(h.tests[1].defects[0]).toEqual({
      type: "DANGEROUS",
      text: "Nearside Front Brake pipe excessively corroded (1.1.11 (c))",
      dangerous: true,
    });
    expect(h.tests[0].expiryDate).toBe("2025-11-19");
    const token = fake.requests.find((r) => r.method === "POST")!;
    expect(new URLSearchParams(token.body).get("grant_type")).toBe("client_credentials");
    expect(fake.requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/v1/trade/vehicles/registration/WN67DSO",
      apiKey: DVSA_FAKE_CREDENTIALS.apiKey,
      authorization: "Bearer fake-dvsa-access-token",
    });

    // A second read (the seller's own page) comes from the cache, not from DVSA.
    const asked = fake.requests.length;
    const again = await history(dvsaSide, auctionId, dvsaSide.sellerToken);
    expect(again.body.data).toEqual(h);
    expect(fake.requests.length).toBe(asked);
  });

  it("answers no history, not found, and 503 with a message when DVSA is down", async () => {
    const young = await history(dvsaSide, await listed(dvsaSide, "NE24 CAR"));
    expect(young.body.data).toMatchObject({ status: "NO_HISTORY", motTestDueDate: "2027-02-28", tests: [] });
    const unknown = await history(dvsaSide, await listed(dvsaSide, "XX11 XXX"));
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toMatchObject({ status: "NOT_FOUND", source: "DVSA" });
    const downAuction = await listed(dvsaSide, "DOWN 500");
    const down = await history(dvsaSide, downAuction);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ errorCode: "MOT_HISTORY_UNAVAILABLE", message: MOT_MESSAGES.unavailable });
    // The detail call still answers, saying why its MOT history is missing.
    const detail = await detailWith(dvsaSide, downAuction);
    expect(detail.status).toBe(200);
    expect(detail.body.data).not.toHaveProperty("motHistory");
    expect(detail.body.data?.motHistoryError).toEqual({
      errorCode: "MOT_HISTORY_UNAVAILABLE",
      message: MOT_MESSAGES.unavailable,
    });
    // The token is fetched once and reused for every vehicle.
    expect(fake.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });
});

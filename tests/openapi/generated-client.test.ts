// A mobile team's first day (issue 25): a TypeScript client generated from the published document
// alone (openapi-typescript types, openapi-fetch calls) signs a buyer in, searches, opens the
// auction, bids and reads My Bids. The types come from GET /api/openapi.json, so a path, a body or
// an answer that changes without the document fails here (and the type check of this file).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import createClient from "openapi-fetch";
import type { paths } from "../../app/api/generated/trade-auction-api";
import { clientTypesOf, CLIENT_TYPES_FILE } from "./client-types";
import { startWorker, type TestWorker } from "../support/worker";
import { createLiveAuction, createMember, createOrganization } from "../support/fixtures";
import { seedMember, TEST_PASSWORD } from "../support/members";

let worker: TestWorker;
let auctionId: number;
const email = "first-day@buyer.test";

beforeAll(async () => {
  worker = await startWorker();
  const sellerOrg = await createOrganization(worker, { tradeName: "Northfield Motors" });
  const seller = await createMember(worker, sellerOrg, { isSeller: true });
  ({ auctionId } = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 500000 }));
  const buyerOrg = await createOrganization(worker, { tradeName: "Riverside Cars" });
  await seedMember(worker, { email, organizationId: buyerOrg.id, isBuyer: true });
});
afterAll(() => worker?.dispose());

/** The generated client, its requests sent through the harness (so each is contract-checked too). */
function client() {
  return createClient<paths>({
    baseUrl: `${worker.url}/api`,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === "GET" ? undefined : await request.text();
      return worker.fetch(`${url.pathname}${url.search}`, {
        method: request.method,
        headers: Object.fromEntries(request.headers),
        body: body || undefined,
      });
    },
  });
}

describe("a client generated from the published document", () => {
  it("is what openapi-typescript makes of GET /api/openapi.json", async () => {
    const served = (await (await worker.fetch("/api/openapi.json")).json()) as object;
    expect(await clientTypesOf(served)).toBe(readFileSync(CLIENT_TYPES_FILE, "utf8"));
  });

  it("drives a buyer's path: sign in, search, detail, bid, My Bids", async () => {
    const api = client();
    const login = await api.POST("/auth/login", { body: { email, password: TEST_PASSWORD } });
    expect(login.response.status).toBe(200);
    const headers = { authorization: `Bearer ${login.data!.data.token}` };

    const search = await api.POST("/auction/search", { body: { sort: "ENDING_SOONEST" }, headers });
    const card = search.data!.data.content.find((c) => c.id === auctionId);
    expect(card?.isBiddingAllowed).toBe(true);

    const detail = await api.GET("/auction/{id}", { params: { path: { id: auctionId } }, headers });
    expect(detail.data!.data.status).toBe("PUBLISHED");
    const amountInPence = detail.data!.data.minimumBidInPence;

    const bid = await api.POST("/auction/bid", { body: { auctionId, amountInPence }, headers });
    expect(bid.data!.data.result.isHighestBid).toBe(true);
    expect(bid.data!.data.auction.viewerIsLeader).toBe(true);

    const myBids = await api.POST("/auction/bids", { body: { bidsSearchFilter: "PLACED_BIDS" }, headers });
    expect(myBids.data!.data.content.map((c) => [c.id, c.viewerHighestBidInPence])).toEqual([
      [auctionId, amountInPence],
    ]);
  });

  it("reads a refusal as the document's error envelope", async () => {
    const api = client();
    const refused = await api.POST("/auth/login", { body: { email, password: "wrong-password" } });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ errorCode: "BAD_CREDENTIALS", message: "Invalid email or password" });
  });
});

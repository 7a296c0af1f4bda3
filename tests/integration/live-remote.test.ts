// Live events with the web app in remote mode (issue 8 item 4): the web Worker has no database or
// Durable Objects and relays the API Worker's stream; a bid placed through the API reaches a buyer
// watching on the web app's /sse/auction/buyer. (With AUCTION_API_URL emptied, the web Worker would
// call the API in-process without a database, and these streams answer 500: the test cannot pass
// unless the stream really comes from the other Worker.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRemotePair, type RemotePair } from "../support/remote-worker";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import { createMember as createWebMember, openSse, type SseClient, type TestMember } from "../support/live-fixtures";

let pair: RemotePair;
let auctionId: number;
let watcher: TestMember;
let sellerColleague: TestMember;
let bidder: MemberFixture;
const open: SseClient[] = [];

async function sse(path: string, member?: TestMember) {
  const client = await openSse(pair.web, path, member?.cookie);
  open.push(client);
  return client;
}

beforeAll(async () => {
  pair = await startRemotePair();
  const { api } = pair;
  const sellerOrg = await createOrganization(api);
  const seller = await createMember(api, sellerOrg, { isSeller: true });
  sellerColleague = await createWebMember(api, sellerOrg.id, { isBuyer: false, isSeller: true });
  auctionId = (await createLiveAuction(api, seller, { publishTarget: "EVERYWHERE" })).auctionId;
  watcher = await createWebMember(api, (await createOrganization(api)).id, { isBuyer: true, isSeller: false });
  bidder = await createMember(api, await createOrganization(api), { isBuyer: true });
});

afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await pair?.dispose();
});

describe("the web app in remote mode", () => {
  it("relays a bid placed through the API to a buyer watching the auction, and to the seller", async () => {
    const client = await sse(
      `/sse/auction/buyer?auctionIds=${auctionId}&_st=${watcher.streamToken}&deviceId=remote-1`,
      watcher,
    );
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get("content-type")).toBe("text/event-stream");
    const sellerClient = await sse(`/sse/auction/seller?auctionIds=${auctionId}`, sellerColleague);
    expect(sellerClient.response.status).toBe(200);

    const bid = await pair.api.api("POST", "/auction/bid", {
      token: await signTokenFor(bidder),
      body: { auctionId, amountInPence: 100_000 },
    });
    expect(bid.status).toBe(200);

    const message = await client.next();
    expect(message.event).toBe("message");
    expect(JSON.parse(message.data)).toMatchObject({
      type: "BID_PLACED",
      auctionId,
      highestBidInPence: 100_000,
      bidCount: 1,
    });
    expect(JSON.parse((await sellerClient.next()).data)).toMatchObject({ type: "BID_PLACED", auctionId });
  });

  it("passes the API's refusals on: another sign-in's stream token, a buyer on the seller stream", async () => {
    expect((await sse(`/sse/auction/buyer?auctionIds=${auctionId}&_st=someone-else`, watcher)).response.status).toBe(
      403,
    );
    expect((await sse("/sse/auction/seller", watcher)).response.status).toBe(403);
  });
});

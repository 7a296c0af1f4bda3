// Live events end to end in the built Worker: publish through the engine's entry point (a test
// route calling publishToHubs, the body of publishAuctionEvent), receive over /sse/auction/*.
// "Not received" is shown with a sentinel: a later event on the same connection arrives first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createGroup,
  createMember,
  createOrganization,
  insertAuction,
  openSse,
  type SseClient,
  type TestMember,
} from "../support/live-fixtures";
import type { LiveEvent, LiveAudience } from "../../functions/live/events";

let worker: TestWorker;
let groupId: number;
let sellerOrg: number;
let groupPeerOrg: number;
let outsiderOrg: number;
let seller: TestMember;
let groupPeer: TestMember;
let outsider: TestMember;
let everywhere: number;
let groupOnly: number;
let draft: number;
const open: SseClient[] = [];

const audience = (publishTarget: LiveAudience["publishTarget"], org = sellerOrg): LiveAudience => ({
  sellerOrganizationId: org,
  publishTarget,
  groupId: org === sellerOrg ? groupId : null,
});

async function publish(event: Partial<LiveEvent> & Record<string, unknown>, to: LiveAudience) {
  const res = await worker.api<{ delivered: Record<string, number> }>("POST", "/test/live/publish", {
    body: { event: { at: new Date().toISOString(), ...event }, audience: to },
  });
  expect(res.status).toBe(200);
  return res.body.data!.delivered;
}

async function sse(path: string, member?: TestMember) {
  const client = await openSse(worker, path, member?.cookie);
  open.push(client);
  return client;
}

const parse = (m: { data: string }) => JSON.parse(m.data) as Record<string, unknown>;

beforeAll(async () => {
  worker = await startWorker();
  groupId = await createGroup(worker);
  sellerOrg = await createOrganization(worker, groupId);
  groupPeerOrg = await createOrganization(worker, groupId);
  outsiderOrg = await createOrganization(worker, null);
  seller = await createMember(worker, sellerOrg, { isBuyer: false, isSeller: true });
  groupPeer = await createMember(worker, groupPeerOrg, { isBuyer: true, isSeller: false });
  outsider = await createMember(worker, outsiderOrg, { isBuyer: true, isSeller: true });
  everywhere = await insertAuction(worker, {
    organizationId: sellerOrg,
    status: "PUBLISHED",
    publishTarget: "EVERYWHERE",
  });
  groupOnly = await insertAuction(worker, {
    organizationId: sellerOrg,
    status: "PUBLISHED",
    publishTarget: "GROUP_ONLY",
  });
  draft = await insertAuction(worker, { organizationId: sellerOrg, status: "DRAFT", publishTarget: "EVERYWHERE" });
});

afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await worker?.dispose();
});

describe("which auctions a viewer may watch", () => {
  const visible = async (member: TestMember, auctionIds: number[]) => {
    const sessionToken = await tokenOf(member);
    return worker.api<{ auctionIds: number[]; organizationId: number; groupId: number | null }>(
      "POST",
      "/live/visible-auctions",
      { body: { auctionIds }, token: sessionToken },
    );
  };

  it("gives the seller every auction of its own, drafts included", async () => {
    const res = await visible(seller, [everywhere, groupOnly, draft, 999_999]);
    expect(res.body.data).toEqual({ auctionIds: [everywhere, groupOnly, draft], organizationId: sellerOrg, groupId });
  });

  it("gives a group member the group-only auction but not the draft", async () => {
    const res = await visible(groupPeer, [everywhere, groupOnly, draft]);
    expect(res.body.data?.auctionIds).toEqual([everywhere, groupOnly]);
  });

  it("gives an organisation outside the group only auctions launched everywhere", async () => {
    const res = await visible(outsider, [everywhere, groupOnly, draft]);
    expect(res.body.data).toEqual({ auctionIds: [everywhere], organizationId: outsiderOrg, groupId: null });
  });

  it("refuses more than 100 auctions and callers without a token", async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await visible(outsider, many)).status).toBe(412);
    expect((await worker.api("POST", "/live/visible-auctions", { body: { auctionIds: [] } })).status).toBe(401);
  });
});

describe("the buyer stream", () => {
  it("relays a bid on a watched auction as the envelope only", async () => {
    const client = await sse(`/sse/auction/buyer?auctionIds=${everywhere}&deviceId=device-1`, groupPeer);
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get("content-type")).toBe("text/event-stream");
    const delivered = await publish(
      // Fields a careless publisher might spread in: none may reach a subscriber.
      {
        type: "BID_PLACED",
        auctionId: everywhere,
        status: "PUBLISHED",
        highestBidInPence: 150000,
        bidCount: 3,
        proxyBidInPence: 999999,
        bidderId: 42,
        bids: [{ amountInPence: 150000 }],
      },
      audience("EVERYWHERE"),
    );
    expect(delivered[`auction:${everywhere}`]).toBe(1);
    const message = await client.next();
    expect(message.event).toBe("message");
    expect(Object.keys(parse(message)).sort()).toEqual([
      "at",
      "auctionId",
      "bidCount",
      "highestBidInPence",
      "status",
      "type",
    ]);
    expect(parse(message)).toMatchObject({
      type: "BID_PLACED",
      auctionId: everywhere,
      highestBidInPence: 150000,
      bidCount: 3,
    });
  });

  it("never subscribes a viewer outside the group to a group-only auction", async () => {
    const client = await sse(`/sse/auction/buyer?auctionIds=${groupOnly}&auctionIds=${everywhere}`, outsider);
    expect(client.response.status).toBe(200);
    const delivered = await publish(
      { type: "BID_PLACED", auctionId: groupOnly, highestBidInPence: 20000 },
      audience("GROUP_ONLY"),
    );
    expect(delivered[`auction:${groupOnly}`]).toBe(0);
    await publish({ type: "BID_PLACED", auctionId: everywhere, highestBidInPence: 30000 }, audience("EVERYWHERE"));
    expect(parse(await client.next())).toMatchObject({ auctionId: everywhere, highestBidInPence: 30000 });
  });

  it("sends new auctions on the global feed only to those who may see them", async () => {
    const peer = await sse("/sse/auction/buyer?feed=global", groupPeer);
    const stranger = await sse("/sse/auction/buyer?feed=global", outsider);
    await publish({ type: "AUCTION_PUBLISHED", auctionId: groupOnly, status: "PUBLISHED" }, audience("GROUP_ONLY"));
    await publish({ type: "AUCTION_PUBLISHED", auctionId: everywhere, status: "PUBLISHED" }, audience("EVERYWHERE"));
    expect(parse(await peer.next())).toMatchObject({ type: "AUCTION_PUBLISHED", auctionId: groupOnly });
    expect(parse(await peer.next())).toMatchObject({ type: "AUCTION_PUBLISHED", auctionId: everywhere });
    expect(parse(await stranger.next())).toMatchObject({ type: "AUCTION_PUBLISHED", auctionId: everywhere });
  });

  it("relays an event that reaches it through two hubs once", async () => {
    const client = await sse(`/sse/auction/buyer?feed=global&auctionIds=${everywhere}`, groupPeer);
    const at = new Date().toISOString();
    await publish({ type: "AUCTION_PUBLISHED", auctionId: everywhere, at }, audience("EVERYWHERE"));
    await publish({ type: "AUCTION_UPDATED", auctionId: everywhere }, audience("EVERYWHERE"));
    expect(parse(await client.next())).toMatchObject({ type: "AUCTION_PUBLISHED", at });
    expect(parse(await client.next())).toMatchObject({ type: "AUCTION_UPDATED" });
  });
});

describe("the seller stream", () => {
  it("relays only its own organisation's auctions", async () => {
    const client = await sse("/sse/auction/seller", seller);
    expect(client.response.status).toBe(200);
    const other = await insertAuction(worker, {
      organizationId: outsiderOrg,
      status: "PUBLISHED",
      publishTarget: "EVERYWHERE",
    });
    await publish(
      { type: "BID_PLACED", auctionId: other, highestBidInPence: 10000 },
      audience("EVERYWHERE", outsiderOrg),
    );
    await publish({ type: "AUCTION_SOLD", auctionId: draft, status: "SOLD" }, audience("EVERYWHERE"));
    expect(parse(await client.next())).toMatchObject({ type: "AUCTION_SOLD", auctionId: draft, status: "SOLD" });
  });

  it("narrows to the auctions asked for", async () => {
    const client = await sse(`/sse/auction/seller?auctionIds=${groupOnly}`, seller);
    await publish({ type: "AUCTION_UPDATED", auctionId: everywhere }, audience("EVERYWHERE"));
    await publish({ type: "AUCTION_CANCELLED", auctionId: groupOnly, status: "CANCELLED" }, audience("GROUP_ONLY"));
    expect(parse(await client.next())).toMatchObject({ type: "AUCTION_CANCELLED", auctionId: groupOnly });
  });

  it("is refused to a member who is not a seller", async () => {
    const client = await sse("/sse/auction/seller", groupPeer);
    expect(client.response.status).toBe(403);
  });
});

describe("authentication", () => {
  it("sends a visitor without a session to the home page", async () => {
    for (const stream of ["buyer", "seller"]) {
      const client = await sse(`/sse/auction/${stream}?auctionIds=${everywhere}`);
      expect(client.response.status).toBe(302);
      expect(client.response.headers.get("location")).toBe("/");
    }
  });

  it("accepts the session's own stream token and refuses another", async () => {
    const good = await sse(`/sse/auction/buyer?auctionIds=${everywhere}&_st=${groupPeer.streamToken}`, groupPeer);
    expect(good.response.status).toBe(200);
    const bad = await sse(`/sse/auction/buyer?auctionIds=${everywhere}&_st=${outsider.streamToken}`, groupPeer);
    expect(bad.response.status).toBe(403);
  });
});

describe("the API's own streams", () => {
  it("streams the same events under /api/sse with the bearer token", async () => {
    const token = await tokenOf(groupPeer);
    const abort = new AbortController();
    const res = await worker.fetch(`/api/sse/auction/buyer?auctionIds=${everywhere}&_st=${groupPeer.streamToken}`, {
      headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
      signal: abort.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/event-stream");
      await publish({ type: "AUCTION_UPDATED", auctionId: everywhere }, audience("EVERYWHERE"));
      const reader = res.body!.getReader();
      let text = "";
      while (!text.includes("AUCTION_UPDATED")) text += new TextDecoder().decode((await reader.read()).value);
      expect(text).toContain(`event: message\ndata: {"type":"AUCTION_UPDATED","auctionId":${everywhere}`);
      await reader.cancel();
    } finally {
      abort.abort();
    }
  });

  it("refuses a caller without a token, another sign-in's _st, and a buyer on the seller stream", async () => {
    expect((await worker.api("GET", "/sse/auction/buyer")).status).toBe(401);
    const token = await tokenOf(groupPeer);
    const stolen = await worker.api("GET", `/sse/auction/buyer?_st=${outsider.streamToken}`, { token });
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe("The live updates token does not match this session");
    expect((await worker.api("GET", "/sse/auction/seller", { token })).status).toBe(403);
  });
});

/** The access token inside a member's session, for calling the API directly. */
async function tokenOf(member: TestMember): Promise<string> {
  const { sessionStorage } = await import("../../app/sessions/session.server");
  const { TEST_SECRETS } = await import("../support/worker");
  const storage = sessionStorage({ SESSION_SECRET: TEST_SECRETS.SESSION_SECRET, APP_ENV: "test" } as never);
  const session = await storage.getSession(member.cookie);
  return session.get("accessToken")!;
}

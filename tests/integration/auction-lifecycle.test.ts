// Launch, close outcomes (through the room's alarm with a moved clock), acceptance and its 24-hour
// timeouts, cancel, delete, edit and stale versions, through the HTTP API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createDraftAuction,
  createGroup,
  createLiveAuction,
  createMember,
  createOrganization,
  launchBody,
  setRoomClock,
  signTokenFor,
  plusMs,
  HOUR,
  type LiveAuction,
  type MemberFixture,
} from "../support/fixtures";

interface Detail {
  id: number;
  version: number;
  status: string;
  endsOn: string;
  launchedOn: string;
  highestBidInPence: number | null;
  wonBidPriceInPence: number | null;
  publishTarget: string;
  isBiddingAllowed: boolean;
  isCancellationAllowed: boolean;
  isSellerAcceptanceAllowed: boolean;
  isBuyerAcceptanceAllowed: boolean;
  isRepublishAllowed: boolean;
  isDraftValid: boolean;
  launchCount: number;
  acceptanceDeadline: string | null;
}

const STALE = "The auction has changed. Please refresh and try again.";
let worker: TestWorker;
let seller: MemberFixture;
let colleague: MemberFixture;
let owner: MemberFixture;
let buyer: MemberFixture;
let rival: MemberFixture;
let groupBuyer: MemberFixture;
const tokens = new Map<MemberFixture, string>();

const call = <T = Detail>(member: MemberFixture, method: string, path: string, body?: unknown) =>
  worker.api<T>(method, path, { token: tokens.get(member), body });
const detail = async (member: MemberFixture, id: number) => (await call(member, "GET", `/auction/${id}`)).body.data!;
const bid = (member: MemberFixture, auctionId: number, pounds: number) =>
  call<{ result: { isHighestBid: boolean } }>(member, "POST", "/auction/bid", {
    auctionId,
    amountInPence: pounds * 100,
  });
const act = async (member: MemberFixture, id: number, action: string) => {
  const { version } = await detail(seller, id);
  return call<{ status: string; version: number }>(member, "POST", `/auction/${id}/${action}`, { id, version });
};
const closeAt = (a: LiveAuction, afterEndMs = 1000) => setRoomClock(worker, a.auctionId, plusMs(a.endsOn, afterEndMs));

beforeAll(async () => {
  worker = await startWorker();
  const group = await createGroup(worker);
  const sellerOrg = await createOrganization(worker, { groupId: group });
  const groupOrg = await createOrganization(worker, { groupId: group });
  const buyerOrg = await createOrganization(worker);
  const rivalOrg = await createOrganization(worker);
  seller = await createMember(worker, sellerOrg, { isSeller: true });
  colleague = await createMember(worker, sellerOrg, { isSeller: true, isBuyer: true });
  owner = await createMember(worker, sellerOrg, { isOwner: true, isSeller: true, isBuyer: true });
  buyer = await createMember(worker, buyerOrg, { isBuyer: true });
  rival = await createMember(worker, rivalOrg, { isBuyer: true });
  groupBuyer = await createMember(worker, groupOrg, { isBuyer: true });
  for (const m of [seller, colleague, owner, buyer, rival, groupBuyer]) tokens.set(m, await signTokenFor(m));
});
afterAll(() => worker?.dispose());

describe("launch", () => {
  it("validates the launch form with the spec's messages (412)", async () => {
    const draft = await createDraftAuction(worker, seller);
    const publish = (body: Record<string, unknown>) =>
      call(seller, "POST", `/auction/${draft.auctionId}/publish`, body);
    const base = launchBody(0, { type: "PHYSICAL" });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, minimumPriceInPence: null }, "minimumPriceInPence", "Field is required"],
      [{ ...base, minimumPriceInPence: 5000 }, "minimumPriceInPence", "Reserve Price must be greater or equal to 100"],
      [
        { ...base, minimumPriceInPence: 1e13 },
        "minimumPriceInPence",
        "Reserve Price must be between 1 and 10 characters",
      ],
      [
        { ...base, type: "MINIMUM_PRICE", minimumPriceInPence: 0 },
        "minimumPriceInPence",
        "No reserve price must be greater than 0",
      ],
      [
        { ...base, type: "TRYING_TO_DEAL", minimumPriceInPence: null },
        "tryingToDealDeliveryDateType",
        "Field is required",
      ],
      [
        { ...base, type: "TRYING_TO_DEAL", tryingToDealDeliveryDateType: "CUSTOM_DATE" },
        "tryingToDealDeliveryDate",
        "Field is required",
      ],
      [{ ...base, timeOption: 7 }, "timeOption", "Field is required"],
      // The seller's organisation has a group, so the target must be chosen.
      [{ ...base, publishTarget: null }, "publishTarget", "Field is required"],
    ];
    for (const [body, field, message] of cases) {
      const res = await publish(body);
      expect(res.status, JSON.stringify(body)).toBe(412);
      expect(res.body.fieldErrors?.[field]).toEqual([message]);
    }
  });

  it("refuses to launch an incomplete draft", async () => {
    const draft = await createDraftAuction(worker, seller, { photos: 5, locationId: null });
    const res = await call(seller, "POST", `/auction/${draft.auctionId}/publish`, launchBody(0));
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors).toMatchObject({
      vehicleMedia: ["Not enough photos"],
      locationId: ["Field is required"],
    });
    expect((await detail(seller, draft.auctionId)).isDraftValid).toBe(false);
  });

  it("lets only the owner or the auction's seller launch, and hides drafts from other organisations", async () => {
    const draft = await createDraftAuction(worker, seller);
    expect((await detail(seller, draft.auctionId)).isDraftValid).toBe(true);
    expect((await call(buyer, "GET", `/auction/${draft.auctionId}`)).status).toBe(404);
    expect((await call(buyer, "POST", `/auction/${draft.auctionId}/publish`, launchBody(0))).status).toBe(404);
    const byColleague = await call(colleague, "POST", `/auction/${draft.auctionId}/publish`, launchBody(0));
    expect(byColleague.status).toBe(403);
    const stale = await call(owner, "POST", `/auction/${draft.auctionId}/publish`, launchBody(7));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    const ok = await call<{ status: string; version: number }>(
      owner,
      "POST",
      `/auction/${draft.auctionId}/publish`,
      launchBody(0),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: "PUBLISHED", version: 1 });
    const again = await call(owner, "POST", `/auction/${draft.auctionId}/publish`, launchBody(1));
    expect(again.status).toBe(409);
    const seen = await detail(buyer, draft.auctionId);
    expect(seen).toMatchObject({ status: "PUBLISHED", isBiddingAllowed: true, launchCount: 1 });
    expect(Date.parse(seen.endsOn) - Date.parse(seen.launchedOn)).toBe(HOUR);
  });
});

describe("close outcomes", () => {
  it("ENDED without bids; a bid after the end is refused with 409", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 500000 });
    await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1), false);
    const late = await bid(buyer, a.auctionId, 6000);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This auction has ended");
    const d = await detail(seller, a.auctionId);
    expect(d).toMatchObject({ status: "ENDED", isRepublishAllowed: true, isBiddingAllowed: false });
    expect((await detail(buyer, a.auctionId)).isRepublishAllowed).toBe(false);
  });

  it("SOLD for no-reserve and for a met reserve", async () => {
    const noReserve = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    await bid(buyer, noReserve.auctionId, 1500);
    expect((await closeAt(noReserve)).status).toBe("SOLD");
    expect(await detail(buyer, noReserve.auctionId)).toMatchObject({ status: "SOLD", wonBidPriceInPence: 100000 });

    const reserve = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 300000 });
    await bid(buyer, reserve.auctionId, 2000);
    await bid(rival, reserve.auctionId, 3500);
    expect((await closeAt(reserve)).status).toBe("SOLD");
    expect(await detail(rival, reserve.auctionId)).toMatchObject({ wonBidPriceInPence: 300000 });
  });

  it("SOLD when the top bid reaches the auto-accept price, otherwise TO_ACCEPT", async () => {
    const auto = await createLiveAuction(worker, seller, { type: "TRYING_TO_DEAL", autoAcceptPriceInPence: 190000 });
    await bid(buyer, auto.auctionId, 1900);
    await bid(rival, auto.auctionId, 2500);
    expect((await closeAt(auto)).status).toBe("SOLD");
    expect((await detail(rival, auto.auctionId)).wonBidPriceInPence).toBe(195000);

    const deal = await createLiveAuction(worker, seller, { type: "TRYING_TO_DEAL" });
    await bid(buyer, deal.auctionId, 1900);
    expect((await closeAt(deal)).status).toBe("TO_ACCEPT");
  });

  it("relaunches a GROUP_FIRST auction without group bids to everyone, for the same duration", async () => {
    const a = await createLiveAuction(worker, seller, {
      type: "MINIMUM_PRICE",
      publishTarget: "GROUP_FIRST",
      timeOption: 180,
    });
    expect((await call(buyer, "GET", `/auction/${a.auctionId}`)).status).toBe(404);
    expect((await bid(buyer, a.auctionId, 2000)).status).toBe(404);
    expect((await detail(groupBuyer, a.auctionId)).isBiddingAllowed).toBe(true);
    const closedAt = plusMs(a.endsOn, 5000);
    const after = await setRoomClock(worker, a.auctionId, closedAt);
    expect(after.status).toBe("PUBLISHED");
    const d = await detail(buyer, a.auctionId);
    expect(d).toMatchObject({ status: "PUBLISHED", publishTarget: "EVERYWHERE" });
    // Relaunched when the room closed it: a moment (milliseconds) after its clock was set.
    expect(Date.parse(d.launchedOn) - Date.parse(closedAt)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(d.launchedOn) - Date.parse(closedAt)).toBeLessThan(5000);
    expect(Date.parse(d.endsOn) - Date.parse(d.launchedOn)).toBe(3 * HOUR);
    expect((await bid(buyer, a.auctionId, 2000)).status).toBe(200);
  });

  it("GROUP_FIRST with a group bid closes normally", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", publishTarget: "GROUP_FIRST" });
    expect((await bid(groupBuyer, a.auctionId, 1000)).status).toBe(200);
    expect((await closeAt(a)).status).toBe("SOLD");
  });

  it("GROUP_ONLY stays inside the group", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", publishTarget: "GROUP_ONLY" });
    expect((await bid(buyer, a.auctionId, 2000)).status).toBe(404);
    expect((await bid(groupBuyer, a.auctionId, 2000)).status).toBe(200);
    expect((await closeAt(a)).status).toBe("SOLD");
  });
});

describe("acceptance", () => {
  async function toAccept(): Promise<LiveAuction> {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 900000 });
    await bid(buyer, a.auctionId, 5000);
    expect((await closeAt(a)).status).toBe("TO_ACCEPT");
    return a;
  }

  it("seller accepts (WAITING), then the winning buyer accepts (SOLD)", async () => {
    const a = await toAccept();
    expect((await detail(seller, a.auctionId)).isSellerAcceptanceAllowed).toBe(true);
    expect((await detail(buyer, a.auctionId)).isSellerAcceptanceAllowed).toBe(false);
    expect((await act(buyer, a.auctionId, "acceptance/seller")).status).toBe(403);
    expect((await act(buyer, a.auctionId, "acceptance/buyer")).status).toBe(409);
    const accepted = await act(seller, a.auctionId, "acceptance/seller");
    expect(accepted.status).toBe(200);
    expect(accepted.body.data!.status).toBe("WAITING");
    expect((await detail(buyer, a.auctionId)).isBuyerAcceptanceAllowed).toBe(true);
    expect((await detail(rival, a.auctionId)).isBuyerAcceptanceAllowed).toBe(false);
    expect((await act(rival, a.auctionId, "acceptance/buyer")).status).toBe(403);
    const sold = await act(buyer, a.auctionId, "acceptance/buyer");
    expect(sold.body.data!.status).toBe("SOLD");
    expect(await detail(buyer, a.auctionId)).toMatchObject({ status: "SOLD", wonBidPriceInPence: 10000 });
  });

  it("seller rejection and buyer rejection end in REJECTED", async () => {
    const a = await toAccept();
    expect((await act(owner, a.auctionId, "rejection/seller")).body.data!.status).toBe("REJECTED");
    const b = await toAccept();
    await act(seller, b.auctionId, "acceptance/seller");
    expect((await act(buyer, b.auctionId, "rejection/buyer")).body.data!.status).toBe("REJECTED");
    expect((await detail(seller, b.auctionId)).isRepublishAllowed).toBe(true);
  });

  it("REJECTED when the seller lets 24 hours pass", async () => {
    const a = await toAccept();
    const closed = await detail(seller, a.auctionId);
    const deadline = Date.parse(closed.acceptanceDeadline!);
    expect(deadline - Date.parse(closed.endsOn)).toBeGreaterThanOrEqual(24 * HOUR);
    expect((await setRoomClock(worker, a.auctionId, deadline - 1000)).status).toBe("TO_ACCEPT");
    expect((await setRoomClock(worker, a.auctionId, deadline)).status).toBe("REJECTED");
    const late = await act(seller, a.auctionId, "acceptance/seller");
    expect(late.status).toBe(409);
  });

  it("REJECTED when the buyer lets 24 hours pass", async () => {
    const a = await toAccept();
    await act(seller, a.auctionId, "acceptance/seller");
    const waiting = await detail(buyer, a.auctionId);
    const deadline = Date.parse(waiting.acceptanceDeadline!);
    expect(deadline - Date.parse(waiting.endsOn)).toBeGreaterThanOrEqual(24 * HOUR);
    // A second early, not a millisecond: the room reads its clock a moment after it is set.
    expect((await setRoomClock(worker, a.auctionId, deadline - 1000)).status).toBe("WAITING");
    expect((await setRoomClock(worker, a.auctionId, deadline)).status).toBe("REJECTED");
    expect((await act(buyer, a.auctionId, "acceptance/buyer")).status).toBe(409);
  });
});

describe("cancel, delete, edit and versions", () => {
  it("cancels a live auction without a met reserve; a stale version gets 409", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 500000 });
    const before = await detail(seller, a.auctionId);
    expect(before.isCancellationAllowed).toBe(true);
    expect((await detail(colleague, a.auctionId)).isCancellationAllowed).toBe(false);
    await bid(buyer, a.auctionId, 1000);
    const stale = await call(seller, "POST", `/auction/${a.auctionId}/cancel`, { version: before.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect((await act(buyer, a.auctionId, "cancel")).status).toBe(403);
    const cancelled = await act(seller, a.auctionId, "cancel");
    expect(cancelled.body.data!.status).toBe("CANCELLED");
  });

  it("refuses to cancel once the reserve is met", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 100000 });
    await bid(buyer, a.auctionId, 1000);
    expect((await detail(seller, a.auctionId)).isCancellationAllowed).toBe(false);
    const res = await act(seller, a.auctionId, "cancel");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This auction can no longer be cancelled");
  });

  it("deletes drafts and ended auctions, not live ones", async () => {
    const draft = await createDraftAuction(worker, seller);
    expect((await call(seller, "POST", `/auction/${draft.auctionId}/delete`, { version: 3 })).status).toBe(409);
    expect((await call(seller, "POST", `/auction/${draft.auctionId}/delete`, { version: 0 })).status).toBe(200);
    expect((await call(seller, "GET", `/auction/${draft.auctionId}`)).status).toBe(404);

    const live = await createLiveAuction(worker, seller);
    expect((await act(seller, live.auctionId, "delete")).status).toBe(409);
    await closeAt(live);
    expect((await act(seller, live.auctionId, "delete")).status).toBe(200);
    expect((await call(seller, "GET", `/auction/${live.auctionId}`)).status).toBe(404);
    expect(await worker.sql("SELECT id FROM vehicles WHERE id = ?", live.vehicleId)).toEqual([]);
  });

  it("edit makes an editable draft copy of an ended auction, which can no longer be relaunched itself", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 400000 });
    await closeAt(a);
    const ended = await detail(seller, a.auctionId);
    expect((await call(seller, "POST", `/auction/${a.auctionId}/edit`, { version: ended.version + 1 })).status).toBe(
      409,
    );
    const edit = await call<{ id: number; status: string }>(seller, "POST", `/auction/${a.auctionId}/edit`, {
      version: ended.version,
    });
    expect(edit.status).toBe(200);
    const copy = await call<Detail & { vehicle: { vin: string; vehicleMedia: { photos: unknown[] } } }>(
      seller,
      "GET",
      `/auction/${edit.body.data!.id}`,
    );
    expect(copy.body.data).toMatchObject({ status: "DRAFT", isDraftValid: true, launchCount: 1 });
    expect(copy.body.data!.vehicle.vehicleMedia.photos).toHaveLength(12);
    expect((await detail(seller, a.auctionId)).isRepublishAllowed).toBe(false);
    expect((await call(seller, "POST", `/auction/${a.auctionId}/edit`, { version: ended.version })).status).toBe(409);
    const launched = await call(
      seller,
      "POST",
      `/auction/${edit.body.data!.id}/publish`,
      launchBody(0, { type: "MINIMUM_PRICE" }),
    );
    expect(launched.status).toBe(200);
    expect((await detail(seller, edit.body.data!.id)).launchCount).toBe(2);
  });
});

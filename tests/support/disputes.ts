// Dispute fixtures shared by the dispute suites: a sale by bidding (the room closes it SOLD), a
// photo upload, and calls as a member or an admin token.
import { expect } from "vitest";
import type { TestWorker } from "./worker";
import { pngBytes } from "./media-files";
import { createDraftAuction, createLiveAuction, plusMs, setRoomClock, type MemberFixture } from "./fixtures";

export const raiseBody = { reason: "UNDECLARED_DAMAGE", description: "Rear bumper cracked, not in the photos" };

export function disputeCalls(worker: TestWorker, tokens: Map<MemberFixture, string>) {
  const call = <T>(m: MemberFixture | string, method: string, path: string, body?: unknown, headers = {}) =>
    worker.api<T>(method, path, { token: typeof m === "string" ? m : tokens.get(m), body, headers });

  /** The buyer's bid of `pounds` wins the seller's no-reserve auction; answers its sold moment. */
  async function sale(seller: MemberFixture, buyer: MemberFixture, pounds: number) {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: pounds * 100 });
    const bid = await call(buyer, "POST", "/auction/bid", { auctionId: a.auctionId, amountInPence: pounds * 100 });
    expect(bid.status).toBe(200);
    expect((await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000))).status).toBe("SOLD");
    const [row] = await worker.sql<{ sold_on: string }>("SELECT sold_on FROM auctions WHERE id = ?", a.auctionId);
    return { id: a.auctionId, soldOn: row.sold_on };
  }

  async function uploadPhoto(m: MemberFixture, auctionId: number): Promise<{ status: number; id?: number }> {
    const form = new FormData();
    form.append("file", new Blob([pngBytes(16, 16, 3)]), "damage.png");
    const res = await worker.fetch(`/api/auction/${auctionId}/dispute/photos`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.get(m)}` },
      body: form,
    });
    const body = (await res.json()) as { data?: { id: number } };
    return { status: res.status, id: body.data?.id };
  }

  /** Raised by the buyer; answers the dispute's id. */
  async function raise(buyer: MemberFixture, auctionId: number, body: object = raiseBody): Promise<number> {
    const raised = await call<{ dispute: { id: number } }>(buyer, "POST", `/auction/${auctionId}/dispute`, body);
    expect(raised.status).toBe(200);
    return raised.body.data!.dispute.id;
  }

  return { call, sale, uploadPhoto, raise };
}

/** Sales of the fixture's car by `seller`'s organisation a day ago, at these prices: the price guide's comparables. */
export async function comparableSales(worker: TestWorker, seller: MemberFixture, pricesInPence: number[]) {
  for (const price of pricesInPence) {
    const d = await createDraftAuction(worker, seller, { photos: 0 });
    await worker.sql(
      "UPDATE auctions SET status = 'SOLD', won_bid_price_in_pence = ?, sold_on = ? WHERE id = ?",
      price,
      new Date(Date.now() - 86_400_000).toISOString(),
      d.auctionId,
    );
  }
}

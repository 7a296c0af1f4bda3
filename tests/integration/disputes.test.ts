// Disputes (issue 27 item 3): the buyer raises within 48 hours of the sale, the seller answers, ops
// decide; every other organisation is refused; fee credits are new rows that sum to the penny.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createAdmin } from "../support/ops";
import {
  HOUR,
  createLiveAuction,
  createMember,
  createOrganization,
  plusMs,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import { disputeCalls, raiseBody } from "../support/disputes";

let worker: TestWorker;
let seller: MemberFixture;
let buyer: MemberFixture;
let other: MemberFixture;
let admin: { id: number; token: string };
const tokens = new Map<MemberFixture, string>();
let calls: ReturnType<typeof disputeCalls>;
const at = (iso: string) => ({ "x-test-now": iso });
const call: ReturnType<typeof disputeCalls>["call"] = (...args) => calls.call(...args);
const sale = (pounds: number) => calls.sale(seller, buyer, pounds);
const uploadPhoto = (m: MemberFixture, auctionId: number) => calls.uploadPhoto(m, auctionId);

interface Dispute {
  id: number;
  status: string;
  photos: { id: number; url: string }[];
  sellerAnswer: string | null;
  registrationPlate: string;
  salePriceInPence: number;
}

const feeSum = async (auctionId: number, orgId: number) =>
  (
    await worker.sql<{ s: number }>(
      "SELECT COALESCE(SUM(amount_in_pence), 0) AS s FROM transactions WHERE auction_id = ? AND organization_id = ?",
      auctionId,
      orgId,
    )
  )[0].s;

beforeAll(async () => {
  worker = await startWorker();
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
  buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  other = await createMember(worker, await createOrganization(worker), {
    isBuyer: true,
    isSeller: true,
    isOwner: true,
  });
  for (const m of [seller, buyer, other]) tokens.set(m, await signTokenFor(m));
  calls = disputeCalls(worker, tokens);
  admin = await createAdmin(worker);
});
afterAll(() => worker?.dispose());

describe("raising a dispute", () => {
  it("is refused before the sale, to the seller and to other organisations, and after 48 hours", async () => {
    const live = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 500000 });
    await call(buyer, "POST", "/auction/bid", { auctionId: live.auctionId, amountInPence: 500000 });
    const early = await call(buyer, "POST", `/auction/${live.auctionId}/dispute`, raiseBody);
    expect([early.status, early.body.errorCode]).toEqual([409, "NOT_SOLD"]);

    const { id, soldOn } = await sale(4000);
    const sellerTry = await call(seller, "POST", `/auction/${id}/dispute`, raiseBody);
    expect(sellerTry.status).toBe(403);
    expect(sellerTry.body.message).toBe("Only the buying organisation can raise a dispute");
    expect((await call(other, "POST", `/auction/${id}/dispute`, raiseBody)).status).toBe(403);
    expect((await uploadPhoto(other, id)).status).toBe(403);
    expect((await call(other, "GET", `/auction/${id}/dispute`)).status).toBe(404);

    const late = await call(buyer, "POST", `/auction/${id}/dispute`, raiseBody, at(plusMs(soldOn, 48 * HOUR)));
    expect([late.status, late.body.errorCode]).toEqual([409, "DISPUTE_WINDOW_CLOSED"]);
    expect(late.body.message).toBe("Disputes can be raised only within 48 hours of the sale");
    const inTime = await call(buyer, "POST", `/auction/${id}/dispute`, raiseBody, at(plusMs(soldOn, 48 * HOUR - 1000)));
    expect(inTime.status).toBe(200);
  });

  it("answers the spec's field messages for bad input, and refuses another organisation's photo", async () => {
    const { id } = await sale(4100);
    const bad = await call(buyer, "POST", `/auction/${id}/dispute`, { reason: "SCRATCH", description: " " });
    expect(bad.status).toBe(412);
    expect(bad.body.fieldErrors).toEqual({
      reason: ["Choose a reason from the list"],
      description: ["This field is required"],
    });
    const theirs = await uploadPhoto(other, (await sale(4150)).id);
    expect(theirs.status).toBe(403);
    const foreign = await worker.sql<{ id: number }>(
      "INSERT INTO vehicle_media (organization_id, r2_key, content_type, kind) VALUES (?, 'x', 'image/png', 'PHOTO') RETURNING id",
      other.organizationId,
    );
    const stolen = await call(buyer, "POST", `/auction/${id}/dispute`, { ...raiseBody, photoIds: [foreign[0].id] });
    expect(stolen.status).toBe(412);
    expect(stolen.body.fieldErrors).toEqual({ photoIds: ["A photo was not found: upload it again"] });
    // Kept photos are the member's own uploads: one of their organisation's not uploaded by them is refused too.
    const colleagues = await worker.sql<{ id: number }>(
      "INSERT INTO vehicle_media (organization_id, r2_key, content_type, kind) VALUES (?, 'y', 'image/png', 'PHOTO') RETURNING id",
      buyer.organizationId,
    );
    const notMine = await call(buyer, "POST", `/auction/${id}/dispute`, { ...raiseBody, photoIds: [colleagues[0].id] });
    expect(notMine.body.fieldErrors).toEqual({ photoIds: ["A photo was not found: upload it again"] });
  });

  it("takes photos, names the plate and price, shows the dispute to both parties only, and only once", async () => {
    const { id } = await sale(4200);
    const photo = await uploadPhoto(buyer, id);
    expect(photo.status).toBe(200);
    const raised = await call<{ dispute: Dispute; message: string }>(buyer, "POST", `/auction/${id}/dispute`, {
      ...raiseBody,
      photoIds: [photo.id],
    });
    expect(raised.status).toBe(200);
    const d = raised.body.data!.dispute;
    expect(raised.body.data!.message).toBe(`Dispute raised for ${d.registrationPlate} (sold at £4,200)`);
    expect(d.status).toBe("OPEN");
    expect(d.photos.map((p) => p.id)).toEqual([photo.id]);
    expect((await worker.fetch(d.photos[0].url)).status).toBe(200);

    const again = await call(buyer, "POST", `/auction/${id}/dispute`, raiseBody);
    expect([again.status, again.body.errorCode]).toEqual([409, "DISPUTE_EXISTS"]);
    // The photo is evidence now: it cannot be deleted.
    expect((await call(buyer, "DELETE", `/media/${photo.id}`)).status).toBeGreaterThanOrEqual(403);

    for (const m of [buyer, seller]) {
      expect((await call<Dispute>(m, "GET", `/auction/${id}/dispute`)).body.data!.status).toBe("OPEN");
    }
    const forBuyer = await call<{ dispute: { status: string; canRaise: boolean } }>(buyer, "GET", `/auction/${id}`);
    expect(forBuyer.body.data!.dispute).toMatchObject({ status: "OPEN", canRaise: false });
    const forOther = await call<{ dispute: unknown }>(other, "GET", `/auction/${id}`);
    expect(forOther.body.data!.dispute).toBeNull();
    const bids = await call<{ content: { id: number; disputeStatus: string | null }[] }>(
      buyer,
      "POST",
      "/auction/bids",
      { bidsSearchFilter: "WON" },
    );
    expect(bids.body.data!.content.find((c) => c.id === id)?.disputeStatus).toBe("OPEN");
    const selling = await call<{ content: { id: number; disputeStatus: string | null }[] }>(
      seller,
      "POST",
      "/auction/my-auctions/search",
      {},
    );
    expect(selling.body.data!.content.find((c) => c.id === id)?.disputeStatus).toBe("OPEN");
  });
});

describe("answering and deciding", () => {
  it("lets only the seller answer, once; only ops decide, once; upholding credits every fee back", async () => {
    const { id } = await sale(12000);
    await call(buyer, "POST", `/auction/${id}/dispute`, { ...raiseBody, reason: "MILEAGE" });
    const answer = { answer: "The mileage was declared on the V5C" };
    expect((await call(buyer, "POST", `/auction/${id}/dispute/answer`, answer)).status).toBe(403);
    expect((await call(other, "POST", `/auction/${id}/dispute/answer`, answer)).status).toBe(404);
    const answered = await call<{ dispute: Dispute }>(seller, "POST", `/auction/${id}/dispute/answer`, answer);
    expect(answered.body.data!.dispute).toMatchObject({ status: "ANSWERED", sellerAnswer: answer.answer });
    const twice = await call(seller, "POST", `/auction/${id}/dispute/answer`, answer);
    expect([twice.status, twice.body.errorCode]).toEqual([409, "DISPUTE_ANSWERED"]);

    const disputeId = answered.body.data!.dispute.id;
    const path = `/ops/disputes/${disputeId}/decision`;
    for (const m of [buyer, seller, other])
      expect((await call(m, "POST", path, { outcome: "UPHELD" })).status).toBe(403);
    expect(await feeSum(id, buyer.organizationId)).toBe(12500);
    expect(await feeSum(id, seller.organizationId)).toBe(12500);
    const decided = await call<{ dispute: { status: string; feeCreditInPence: number } }>(admin.token, "POST", path, {
      outcome: "UPHELD",
      note: "Mileage misdeclared",
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data!.dispute).toMatchObject({ status: "UPHELD", feeCreditInPence: 25000 });
    // The fee rows stay; a credit row each brings both organisations' sums to zero.
    expect(await feeSum(id, buyer.organizationId)).toBe(0);
    expect(await feeSum(id, seller.organizationId)).toBe(0);
    const kinds = await worker.sql<{ kind: string; amount_in_pence: number }>(
      "SELECT kind, amount_in_pence FROM transactions WHERE auction_id = ? ORDER BY id",
      id,
    );
    expect(kinds).toEqual([
      { kind: "BUYER_FEE", amount_in_pence: 12500 },
      { kind: "SELLER_FEE", amount_in_pence: 12500 },
      { kind: "DISPUTE_CREDIT", amount_in_pence: -12500 },
      { kind: "DISPUTE_CREDIT", amount_in_pence: -12500 },
    ]);
    // Ops read it alone, with each credit and how it is settled (no card here: waiting, on the invoice).
    const detail = await call<{ auctionStatus: string; credits: { amountInPence: number; settlement: string }[] }>(
      admin.token,
      "GET",
      `/ops/disputes/${disputeId}`,
    );
    expect(detail.body.data).toMatchObject({ id: disputeId, status: "UPHELD", auctionStatus: "CANCELLED" });
    expect(detail.body.data!.credits.map((c) => [c.amountInPence, c.settlement])).toEqual([
      [-12500, "WAITING"],
      [-12500, "WAITING"],
    ]);
    for (const m of [buyer, seller, other])
      expect((await call(m, "GET", `/ops/disputes/${disputeId}`)).status).toBe(403);
    expect((await call(admin.token, "GET", "/ops/disputes/999999")).status).toBe(404);
    const double = await call(admin.token, "POST", path, { outcome: "REJECTED" });
    expect([double.status, double.body.errorCode]).toEqual([409, "DISPUTE_DECIDED"]);
    expect(await feeSum(id, buyer.organizationId)).toBe(0);

    const audit = await worker.sql<{ action: string; actor_id: number }>(
      "SELECT action, actor_id FROM audit_log WHERE (target_type = 'AUCTION' AND target_id = ?) OR (target_type = 'DISPUTE' AND target_id = ?) ORDER BY id",
      String(id),
      String(disputeId),
    );
    expect(audit).toEqual([
      { action: "DISPUTE_RAISED", actor_id: buyer.id },
      { action: "DISPUTE_ANSWERED", actor_id: seller.id },
      { action: "DISPUTE_UPHELD", actor_id: admin.id },
    ]);
    const mail = await worker.sql<{ to_address: string; subject: string }>(
      "SELECT to_address, subject FROM email_outbox WHERE subject LIKE '%dispute%' OR subject LIKE 'Dispute%' ORDER BY id",
    );
    const plate = answered.body.data!.dispute.registrationPlate;
    for (const subject of [
      `A dispute has been raised: ${plate}`,
      `The seller has answered a dispute: ${plate}`,
      `Dispute upheld: the sale is cancelled: ${plate}`,
    ]) {
      expect(
        mail
          .filter((m) => m.subject === subject)
          .map((m) => m.to_address)
          .sort(),
      ).toEqual([buyer.email, seller.email].sort());
    }
  });

  it("settles partially with the fee change of the new price, and refuses a reduction of the whole price", async () => {
    // £2,600 to £2,400: the buyer's band fee falls from £75 to £50.
    const { id } = await sale(2600);
    const raised = await call<{ dispute: Dispute }>(buyer, "POST", `/auction/${id}/dispute`, raiseBody);
    const path = `/ops/disputes/${raised.body.data!.dispute.id}/decision`;
    const whole = await call(admin.token, "POST", path, { outcome: "PARTIAL", adjustmentInPence: 260000 });
    expect(whole.status).toBe(412);
    expect(whole.body.fieldErrors).toEqual({
      adjustmentInPence: ["The price reduction must be less than the sale price"],
    });
    const missing = await call(admin.token, "POST", path, { outcome: "PARTIAL" });
    expect(missing.body.fieldErrors).toHaveProperty("adjustmentInPence");
    const sellerBefore = await feeSum(id, seller.organizationId);
    const done = await call<{ dispute: { status: string; adjustedPriceInPence: number } }>(admin.token, "POST", path, {
      outcome: "PARTIAL",
      adjustmentInPence: 20000,
    });
    expect(done.body.data!.dispute).toMatchObject({ status: "PARTIAL", adjustedPriceInPence: 240000 });
    expect(await feeSum(id, buyer.organizationId)).toBe(5000);
    const [band] = await worker.sql<{ fee_in_pence: number }>(
      `SELECT fee_in_pence FROM fee_settings WHERE kind = 'SELLER_FEE' AND (up_to_in_pence IS NULL OR up_to_in_pence >= 240000)
       ORDER BY up_to_in_pence IS NULL, up_to_in_pence LIMIT 1`,
    );
    expect(await feeSum(id, seller.organizationId)).toBe(Math.min(sellerBefore, band?.fee_in_pence ?? 0));
    // Both parties' detail names the agreed price: the sale's own price beside it is the old one.
    for (const [m, path] of [
      [buyer, `/auction/${id}`],
      [seller, `/auction/my-auctions/${id}`],
    ] as const) {
      const detail = await call<{ dispute: { statusLabel: string } }>(m, "GET", path);
      expect(detail.body.data!.dispute.statusLabel).toBe("Dispute settled: price adjusted to £2,400");
    }
  });

  it("rejects with no fee change, and lists the dispute for ops only", async () => {
    const { id } = await sale(3000);
    const raised = await call<{ dispute: Dispute }>(buyer, "POST", `/auction/${id}/dispute`, raiseBody);
    const disputeId = raised.body.data!.dispute.id;
    expect((await call(buyer, "GET", "/ops/disputes")).status).toBe(403);
    const queue = await call<{ content: { id: number; status: string }[] }>(admin.token, "GET", "/ops/disputes");
    expect(queue.body.data!.content.find((d) => d.id === disputeId)?.status).toBe("OPEN");
    await call(admin.token, "POST", `/ops/disputes/${disputeId}/decision`, { outcome: "REJECTED" });
    expect(await feeSum(id, buyer.organizationId)).toBe(7500);
    const after = await call<{ content: { id: number; status: string }[] }>(admin.token, "GET", "/ops/disputes");
    expect(after.body.data!.content.find((d) => d.id === disputeId)?.status).toBe("REJECTED");
    const none = await call(admin.token, "POST", "/ops/disputes/999999/decision", { outcome: "REJECTED" });
    expect(none.status).toBe(404);
  });

  it("emails only the side whose system emails are on; the other still gets the notice", async () => {
    await worker.sql(
      `INSERT INTO member_notification_settings (member_id, email_system, email_search_alerts, push_system, push_search_alerts)
       VALUES (?1, 0, 1, 1, 1) ON CONFLICT (member_id) DO UPDATE SET email_system = 0`,
      buyer.id,
    );
    try {
      const { id } = await sale(2800);
      const raised = await call<{ dispute: Dispute }>(buyer, "POST", `/auction/${id}/dispute`, raiseBody);
      const subject = `A dispute has been raised: ${raised.body.data!.dispute.registrationPlate}`;
      const mail = await worker.sql<{ to_address: string }>(
        "SELECT to_address FROM email_outbox WHERE subject = ?",
        subject,
      );
      expect(mail.map((m) => m.to_address)).toEqual([seller.email]);
      const notices = await worker.sql<{ member_id: number }>(
        "SELECT member_id FROM member_notices WHERE kind = 'DISPUTE' AND auction_id = ? ORDER BY member_id",
        id,
      );
      expect(notices.map((n) => n.member_id).sort()).toEqual([buyer.id, seller.id].sort());
    } finally {
      await worker.sql("UPDATE member_notification_settings SET email_system = 1 WHERE member_id = ?", buyer.id);
    }
  });
});

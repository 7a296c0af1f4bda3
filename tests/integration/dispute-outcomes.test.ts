// What a decided dispute does beyond its own record (decisions 0185, 0186, 0171 amended): upholding
// cancels the sale through the room (CANCELLED, out of the price guide, relaunchable), a credit of
// a fee already paid by card is refunded through Stripe (the local fake), a fee not yet paid keeps
// its credit on the invoice, and a month of credits has its VAT rounded symmetrically.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { startStripeFake, type StripeFake } from "../support/fakes/stripe";
import { createAdmin } from "../support/ops";
import { comparableSales, disputeCalls } from "../support/disputes";
import {
  createDraftAuction,
  createMember,
  createOrganization,
  launchBody,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import { invoiceMonth } from "../../functions/books/invoicing";

let fake: StripeFake;
let worker: TestWorker;
let seller: MemberFixture;
let other: MemberFixture;
let admin: string;
const tokens = new Map<MemberFixture, string>();
let calls: ReturnType<typeof disputeCalls>;

interface Credit {
  organizationId: number;
  amountInPence: number;
  settlement: string;
  refundedInPence: number | null;
}
interface Detail {
  status: string;
  auctionStatus: string;
  credits: Credit[];
}

const member = async (roles: Partial<Record<"isOwner" | "isBuyer" | "isSeller", boolean>>) => {
  const m = await createMember(worker, await createOrganization(worker), roles);
  tokens.set(m, await signTokenFor(m));
  return m;
};
const sweep = async () =>
  (await worker.api<{ paid: number; refunded: number }>("POST", "/test/payments/sweep")).body.data!;
const refundRequests = () => fake.requests.filter((r) => r.path === "/v1/refunds");
const chargeOf = async (auctionId: number, kind: string) =>
  (
    await worker.sql<{ status: string; amount_in_pence: number; stripe_payment_intent_id: string | null }>(
      `SELECT c.status, c.amount_in_pence, c.stripe_payment_intent_id FROM charges c
       JOIN transactions t ON t.id = c.transaction_id WHERE t.auction_id = ? AND t.kind = ?`,
      auctionId,
      kind,
    )
  )[0];
const uphold = (disputeId: number) =>
  calls.call(admin, "POST", `/ops/disputes/${disputeId}/decision`, { outcome: "UPHELD" });
const detailOf = async (disputeId: number) =>
  (await calls.call<Detail>(admin, "GET", `/ops/disputes/${disputeId}`)).body.data!;

/** A buyer whose organisation saved a card through the wallet calls (so its fees are charged). */
async function buyerWithCard(): Promise<MemberFixture> {
  const buyer = await member({ isOwner: true, isBuyer: true });
  const token = tokens.get(buyer)!;
  expect((await worker.api("GET", "/account/organization-stripe-client-secret", { token })).status).toBe(200);
  const saved = await worker.api("PUT", "/account/refresh-credit-card", {
    token,
    body: { stripePaymentMethodId: "pm_card_visa" },
  });
  expect(saved.status).toBe(200);
  return buyer;
}

beforeAll(async () => {
  fake = await startStripeFake("sk_test_fake");
  worker = await startWorker({
    bindings: { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_PUBLISHABLE_KEY: "pk_test_fake", STRIPE_API_URL: fake.url },
  });
  seller = await member({ isSeller: true });
  // The seller's organisation pays its fees on invoice: its credits are settled there.
  await worker.sql(
    "UPDATE organizations SET payment_method = 'BASED_ON_THE_INVOICE' WHERE id = ?",
    seller.organizationId,
  );
  other = await member({ isOwner: true, isBuyer: true, isSeller: true });
  admin = (await createAdmin(worker)).token;
  calls = disputeCalls(worker, tokens);
});
afterAll(async () => {
  await worker?.dispose();
  await fake?.close();
});

describe("an upheld dispute cancels the sale through the room", () => {
  it("makes the auction CANCELLED, drops it from the price guide, and lets the seller relaunch", async () => {
    const buyer = await member({ isBuyer: true });
    // Five comparable sales in D1 beside the real one, so the guide (hidden under 5) shows a count.
    const reference = await createDraftAuction(worker, seller, { photos: 0 });
    await comparableSales(worker, seller, [800_000, 820_000, 850_000, 900_000, 950_000]);
    const { id } = await calls.sale(seller, buyer, 8800);
    const guide = async () =>
      (await calls.call<{ count: number } | null>(seller, "GET", `/auction/${reference.auctionId}/price-guide`)).body
        .data;
    expect((await guide())?.count).toBe(6);

    const disputeId = await calls.raise(buyer, id);
    // Another organisation is refused at every step, before and after.
    expect((await calls.call(other, "GET", `/ops/disputes/${disputeId}`)).status).toBe(403);
    expect((await calls.call(other, "POST", `/ops/disputes/${disputeId}/decision`, { outcome: "UPHELD" })).status).toBe(
      403,
    );
    const decided = await uphold(disputeId);
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({ dispute: { status: "UPHELD", auctionStatus: "CANCELLED" } });

    const [row] = await worker.sql<{ status: string; won_bid_price_in_pence: number }>(
      "SELECT status, won_bid_price_in_pence FROM auctions WHERE id = ?",
      id,
    );
    expect(row).toEqual({ status: "CANCELLED", won_bid_price_in_pence: 880_000 });
    expect((await guide())?.count).toBe(5);
    // Both parties still read the dispute from the cancelled auction; nobody else does.
    for (const m of [buyer, seller])
      expect((await calls.call<{ status: string }>(m, "GET", `/auction/${id}/dispute`)).body.data?.status).toBe(
        "UPHELD",
      );
    expect((await calls.call(other, "GET", `/auction/${id}/dispute`)).status).toBe(404);
    const seen = await calls.call<{ status: string; isRepublishAllowed: boolean; version: number }>(
      seller,
      "GET",
      `/auction/my-auctions/${id}`,
    );
    expect(seen.body.data).toMatchObject({ status: "CANCELLED", isRepublishAllowed: true });
    // A second uphold is a decided dispute now; a sale no longer sold cannot be disputed again.
    expect((await uphold(disputeId)).body.errorCode).toBe("DISPUTE_DECIDED");
    expect((await calls.call(buyer, "POST", `/auction/${id}/dispute`, {})).status).toBeGreaterThanOrEqual(409);

    const body = launchBody(seen.body.data!.version);
    expect((await calls.call(other, "POST", `/auction/${id}/republish`, body)).status).toBe(403);
    const relaunched = await calls.call<{ status: string }>(seller, "POST", `/auction/${id}/republish`, body);
    expect(relaunched.status).toBe(200);
    expect(relaunched.body.data!.status).toBe("PUBLISHED");
    const [after] = await worker.sql<{ status: string; winner_organization_id: number | null }>(
      "SELECT status, winner_organization_id FROM auctions WHERE id = ?",
      id,
    );
    expect(after).toEqual({ status: "PUBLISHED", winner_organization_id: null });
  });
});

describe("fee credits of a decided dispute", () => {
  it("refunds a fee already charged to the card through Stripe, once; the invoiced fee keeps its credit", async () => {
    const buyer = await buyerWithCard();
    const { id } = await calls.sale(seller, buyer, 3000);
    await sweep();
    const charged = await chargeOf(id, "BUYER_FEE");
    // £3,000: the buyer's fee is £75, charged with VAT as £90.
    expect(charged).toMatchObject({ status: "PAID", amount_in_pence: 9000 });
    expect((await chargeOf(id, "SELLER_FEE")).status).toBe("INVOICED");

    const before = refundRequests().length;
    expect((await uphold(await calls.raise(buyer, id))).status).toBe(200);
    const sent = refundRequests().slice(before);
    expect(sent.map((r) => r.form)).toEqual([
      expect.objectContaining({
        payment_intent: charged.stripe_payment_intent_id,
        amount: "9000",
        reason: "requested_by_customer",
      }),
    ]);
    expect(sent[0].idempotencyKey).toMatch(/^dispute-refund:\d+$/);
    const [dispute] = await worker.sql<{ id: number }>("SELECT id FROM disputes WHERE auction_id = ?", id);
    const credits = (await detailOf(dispute.id)).credits;
    expect(credits.map((c) => [c.organizationId, c.settlement, c.refundedInPence])).toEqual([
      [buyer.organizationId, "REFUNDED", 9000],
      [seller.organizationId, "INVOICED", null],
    ]);
    // Later sweeps send nothing more.
    expect((await sweep()).refunded).toBe(0);
    expect(refundRequests().length).toBe(before + 1);
  });

  it("leaves a credit of a fee not yet charged on the invoice, and refunds it once the fee is paid", async () => {
    const buyer = await buyerWithCard();
    const { id } = await calls.sale(seller, buyer, 3100);
    const before = refundRequests().length;
    // Decided before any sweep: nothing was charged, so nothing goes back to the card.
    expect((await uphold(await calls.raise(buyer, id))).status).toBe(200);
    expect(refundRequests().length).toBe(before);
    const [dispute] = await worker.sql<{ id: number }>("SELECT id FROM disputes WHERE auction_id = ?", id);
    expect((await detailOf(dispute.id)).credits.map((c) => c.settlement)).toEqual(["WAITING", "WAITING"]);
    const lines = await worker.sql<{ kind: string; amount_in_pence: number }>(
      "SELECT kind, amount_in_pence FROM transactions WHERE auction_id = ? AND organization_id = ? ORDER BY id",
      id,
      buyer.organizationId,
    );
    expect(lines).toEqual([
      { kind: "BUYER_FEE", amount_in_pence: 7500 },
      { kind: "DISPUTE_CREDIT", amount_in_pence: -7500 },
    ]);
    // The sweep charges the fee, then refunds its credit in the same pass.
    expect(await sweep()).toMatchObject({ refunded: 1 });
    const charged = await chargeOf(id, "BUYER_FEE");
    expect(
      refundRequests()
        .slice(before)
        .map((r) => [r.form.payment_intent, r.form.amount]),
    ).toEqual([[charged.stripe_payment_intent_id, "9000"]]);
    expect((await detailOf(dispute.id)).credits.map((c) => c.settlement)).toEqual(["REFUNDED", "INVOICED"]);
  });

  it("puts a credit on the month's invoice with VAT rounded away from zero for a negative net", async () => {
    const org = await createOrganization(worker);
    for (const [pence, ref] of [
      [-3, "a"],
      [-12500, "b"],
    ] as const)
      await worker.sql(
        `INSERT INTO transactions (organization_id, kind, title, amount_in_pence, reference, created_on)
         VALUES (?, 'DISPUTE_CREDIT', 'Dispute credit', ?, ?, '2020-01-15T10:00:00.000Z')`,
        org.id,
        pence,
        `vat-test:${org.id}:${ref}`,
      );
    expect(await invoiceMonth(await worker.db(), "2020-01", "2020-02-01T01:00:00.000Z")).toBe(1);
    const [invoice] = await worker.sql<{ net: number; vat: number; total: number }>(
      `SELECT net_amount_in_pence AS net, vat_amount_in_pence AS vat, total_amount_in_pence AS total
       FROM invoices WHERE organization_id = ?`,
      org.id,
    );
    // -£125.03 net: VAT -£25.006 rounds to -£25.01 (the old SQL gave -£25.00).
    expect(invoice).toEqual({ net: -12503, vat: -2501, total: -15004 });
  });
});

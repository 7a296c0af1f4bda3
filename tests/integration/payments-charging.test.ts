// Fees really charged (issue 14) against the Stripe fake: the sweep charges a card off-session,
// starts a Bacs direct debit, leaves invoice customers to the invoice, and without keys records
// charges as pending. A refused charge blocks the organisation (publish and bid answer
// PAYMENT_FAILURE); a new card retries it and lifts the block. The webhook is signature-checked
// and idempotent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { startStripeFake, type StripeFake } from "../support/fakes/stripe";
import { signStripeBody, stripeEvent, WEBHOOK_SECRET } from "../support/fakes/stripe-webhook";
import {
  createDraftAuction,
  createLiveAuction,
  createMember,
  createOrganization,
  launchBody,
  plusMs,
  setRoomClock,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";

let fake: StripeFake;
let worker: TestWorker;
const KEYS = { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_PUBLISHABLE_KEY: "pk_test_fake" };

beforeAll(async () => {
  fake = await startStripeFake("sk_test_fake");
  worker = await startWorker({
    bindings: { ...KEYS, STRIPE_API_URL: fake.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
});
afterAll(async () => {
  await worker?.dispose();
  await fake?.close();
});

let serial = 0;
async function fee(w: TestWorker, organizationId: number, amountInPence = 5000) {
  const [row] = await w.sql<{ id: number }>(
    `INSERT INTO transactions (organization_id, kind, title, amount_in_pence, reference, created_on)
     VALUES (?, 'BUYER_FEE', 'Buyer''s fee: test', ?, ?, ?) RETURNING id`,
    organizationId,
    amountInPence,
    `test:${++serial}:${Date.now()}`,
    new Date().toISOString(),
  );
  return row.id;
}
const chargeOf = async (transactionId: number) =>
  (
    await worker.sql<{
      status: string;
      amount_in_pence: number;
      stripe_payment_intent_id: string | null;
      last_error: string | null;
    }>(
      "SELECT status, amount_in_pence, stripe_payment_intent_id, last_error FROM charges WHERE transaction_id = ?",
      transactionId,
    )
  )[0];
const statusOf = async (orgId: number) =>
  (await worker.sql<{ status: string }>("SELECT status FROM organizations WHERE id = ?", orgId))[0].status;
const sweep = (w = worker) =>
  w.api<{ created: number; attempted: number; paid: number; failed: number; unblocked: number }>(
    "POST",
    "/test/payments/sweep",
  );
const webhook = (body: string, signature: string | null = signStripeBody(body)) =>
  worker.fetch("/api/payment/stripe-webhook", {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body,
  });

/** An owner whose organisation saved this test card through the wallet calls. */
async function ownerWithCard(pm: string): Promise<{ owner: MemberFixture; token: string }> {
  const owner = await createMember(worker, await createOrganization(worker), {
    isOwner: true,
    isSeller: true,
    isBuyer: true,
  });
  const token = await signTokenFor(owner);
  expect((await worker.api("GET", "/account/organization-stripe-client-secret", { token })).status).toBe(200);
  const saved = await worker.api("PUT", "/account/refresh-credit-card", { token, body: { stripePaymentMethodId: pm } });
  expect(saved.status).toBe(200);
  return { owner, token };
}

describe("card charges", () => {
  it("charges a fee plus VAT off-session to the saved card, once", async () => {
    const { owner } = await ownerWithCard("pm_card_visa");
    const t = await fee(worker, owner.organizationId, 5000);
    const first = await sweep();
    expect(first.body.data).toMatchObject({ paid: 1, failed: 0 });
    expect(await chargeOf(t)).toMatchObject({ status: "PAID", amount_in_pence: 6000 });
    const sent = fake.requests.filter((r) => r.path === "/v1/payment_intents").at(-1)!;
    expect(sent.form).toMatchObject({
      amount: "6000",
      currency: "gbp",
      payment_method: "pm_card_visa",
      "payment_method_types[]": "card",
      off_session: "true",
      confirm: "true",
    });
    expect(sent.idempotencyKey).toMatch(/^charge:\d+:1$/);
    const calls = fake.requests.length;
    expect((await sweep()).body.data).toMatchObject({ attempted: 0, paid: 0 });
    expect(fake.requests.length).toBe(calls);
  });

  it("a declined charge blocks the organisation; publish and bid answer PAYMENT_FAILURE; a new card lifts it", async () => {
    const { owner, token } = await ownerWithCard("pm_card_chargeDeclined");
    const t = await fee(worker, owner.organizationId, 3500);
    expect((await sweep()).body.data).toMatchObject({ failed: 1 });
    expect(await chargeOf(t)).toMatchObject({ status: "FAILED", last_error: "Your card was declined." });
    expect(await statusOf(owner.organizationId)).toBe("BLOCKED_DUE_TO_PAYMENT");

    const draft = await createDraftAuction(worker, owner);
    const publish = await worker.api("POST", `/auction/${draft.auctionId}/publish`, {
      token,
      body: launchBody(draft.version),
    });
    expect(publish.status).toBe(418);
    expect(publish.body.errorCode).toBe("PAYMENT_FAILURE");
    const otherSeller = await createMember(worker, await createOrganization(worker), { isSeller: true });
    const live = await createLiveAuction(worker, otherSeller);
    const bid = await worker.api("POST", "/auction/bid", {
      token,
      body: { auctionId: live.auctionId, amountInPence: 150000 },
    });
    expect(bid.status).toBe(418);
    expect(bid.body.errorCode).toBe("PAYMENT_FAILURE");
    // Still failing on the next sweep with no new card: nothing retried.
    expect((await sweep()).body.data).toMatchObject({ attempted: 0 });

    const wallet = await worker.api<{ verificationPending: boolean; last4: string }>(
      "PUT",
      "/account/refresh-credit-card",
      { token, body: { stripePaymentMethodId: "pm_card_visa" } },
    );
    expect(wallet.body.data).toMatchObject({ verificationPending: true, last4: "4242" });
    // The retry runs off the request path (waitUntil); the sweep does the same work if it has not.
    await sweep();
    expect(await chargeOf(t)).toMatchObject({ status: "PAID", amount_in_pence: 4200 });
    expect(await statusOf(owner.organizationId)).toBe("ACTIVE");
    const retry = fake.requests.filter((r) => r.path === "/v1/payment_intents").at(-1)!;
    expect(retry.idempotencyKey).toMatch(/^charge:\d+:2$/);
  });

  it("blocks an organisation past its trial with nothing to charge", async () => {
    const owner = await createMember(worker, await createOrganization(worker), { isOwner: true });
    const t = await fee(worker, owner.organizationId);
    await sweep();
    expect(await chargeOf(t)).toMatchObject({ status: "FAILED" });
    expect(await statusOf(owner.organizationId)).toBe("BLOCKED_DUE_TO_PAYMENT");
  });

  it("only invoices an organisation that pays on its invoice", async () => {
    const org = await createOrganization(worker);
    await worker.sql("UPDATE organizations SET payment_method = 'BASED_ON_THE_INVOICE' WHERE id = ?", org.id);
    const calls = fake.requests.length;
    const t = await fee(worker, org.id);
    await sweep();
    expect(await chargeOf(t)).toMatchObject({ status: "INVOICED" });
    expect(fake.requests.length).toBe(calls);
    expect(await statusOf(org.id)).toBe("ACTIVE");
  });

  it("charges both sides of a SOLD auction", async () => {
    const { owner: seller } = await ownerWithCard("pm_card_visa");
    const { owner: buyer, token } = await ownerWithCard("pm_card_mastercard");
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    expect(
      (await worker.api("POST", "/auction/bid", { token, body: { auctionId: a.auctionId, amountInPence: 100000 } }))
        .status,
    ).toBe(200);
    expect((await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000))).status).toBe("SOLD");
    await sweep();
    const rows = await worker.sql<{ kind: string; status: string; amount: number }>(
      `SELECT t.kind, c.status, c.amount_in_pence AS amount FROM transactions t JOIN charges c ON c.transaction_id = t.id
       WHERE t.auction_id = ? ORDER BY t.kind`,
      a.auctionId,
    );
    expect(rows).toEqual([
      { kind: "BUYER_FEE", status: "PAID", amount: 4200 },
      { kind: "SELLER_FEE", status: "PAID", amount: 4200 },
    ]);
    expect(buyer.organizationId).not.toBe(seller.organizationId);
  });
});

describe("direct debit and the webhook", () => {
  it("refuses a delivery without a valid, fresh signature", async () => {
    const body = stripeEvent("payment_intent.succeeded", { id: "pi_x" });
    expect((await webhook(body, null)).status).toBe(400);
    expect((await webhook(body, signStripeBody(body, "whsec_wrong"))).status).toBe(400);
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect((await webhook(body, signStripeBody(body, WEBHOOK_SECRET, old))).status).toBe(400);
    expect((await webhook(body.replace("pi_x", "pi_y"), signStripeBody(body))).status).toBe(400);
    expect((await webhook("not json", signStripeBody("not json"))).status).toBe(400);
  });

  it("saves the mandate, collects fees by direct debit, and settles them from events, each once", async () => {
    const owner = await createMember(worker, await createOrganization(worker), { isOwner: true });
    const token = await signTokenFor(owner);
    const checkout = await worker.api("GET", "/payment/direct-debit/checkout", { token });
    expect(checkout.status).toBe(200);
    const [{ stripe_customer_id: customer }] = await worker.sql<{ stripe_customer_id: string }>(
      "SELECT stripe_customer_id FROM organizations WHERE id = ?",
      owner.organizationId,
    );
    const setup = stripeEvent("setup_intent.succeeded", {
      id: "seti_dd",
      customer,
      payment_method: "pm_bacs_1",
      payment_method_types: ["bacs_debit"],
    });
    const applied = await webhook(setup);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ data: { received: true, duplicate: false } });
    const method = await worker.api("GET", "/account/organization-payment-method", { token });
    expect(method.body.data).toMatchObject({ paymentMethod: "DIRECT_DEBIT", last4: null });

    const paid = await fee(worker, owner.organizationId);
    await sweep();
    const processing = await chargeOf(paid);
    expect(processing.status).toBe("PROCESSING");
    expect(fake.requests.filter((r) => r.path === "/v1/payment_intents").at(-1)!.form).toMatchObject({
      payment_method: "pm_bacs_1",
      "payment_method_types[]": "bacs_debit",
    });
    const succeeded = stripeEvent("payment_intent.succeeded", { id: processing.stripe_payment_intent_id });
    expect((await webhook(succeeded)).status).toBe(200);
    expect((await chargeOf(paid)).status).toBe("PAID");

    const bounced = await fee(worker, owner.organizationId);
    await sweep();
    const failedEvent = stripeEvent("payment_intent.payment_failed", {
      id: (await chargeOf(bounced)).stripe_payment_intent_id,
      last_payment_error: { message: "The bank refused the debit." },
    });
    expect((await webhook(failedEvent)).status).toBe(200);
    expect(await chargeOf(bounced)).toMatchObject({ status: "FAILED", last_error: "The bank refused the debit." });
    expect(await statusOf(owner.organizationId)).toBe("BLOCKED_DUE_TO_PAYMENT");

    // Ops settles it by hand; the same failure delivered again changes nothing.
    await worker.sql("UPDATE organizations SET status = 'ACTIVE' WHERE id = ?", owner.organizationId);
    await worker.sql("UPDATE charges SET status = 'PAID' WHERE transaction_id = ?", bounced);
    const again = await webhook(failedEvent);
    expect(await again.json()).toEqual({ data: { received: true, duplicate: true } });
    expect(await statusOf(owner.organizationId)).toBe("ACTIVE");
    expect((await chargeOf(bounced)).status).toBe("PAID");
    const events = await worker.sql("SELECT id FROM stripe_events");
    expect(events.length).toBeGreaterThanOrEqual(3);
  });
});

describe("without Stripe keys", () => {
  it("records charges as pending and blocks nobody", async () => {
    const off = await startWorker();
    try {
      const org = await createOrganization(off);
      const t = await fee(off, org.id);
      expect((await sweep(off)).body.data).toMatchObject({ created: 1, attempted: 0 });
      const [charge] = await off.sql<{ status: string }>("SELECT status FROM charges WHERE transaction_id = ?", t);
      expect(charge.status).toBe("PENDING");
      const [row] = await off.sql<{ status: string }>("SELECT status FROM organizations WHERE id = ?", org.id);
      expect(row.status).toBe("ACTIVE");
      const hook = await off.fetch("/api/payment/stripe-webhook", { method: "POST", body: "{}" });
      expect(hook.status).toBe(503);
    } finally {
      await off.dispose();
    }
  });
});

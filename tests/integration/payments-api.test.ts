// The wallet calls of spec 000 section 7 against the Stripe fake, across two organisations: the
// payment method, the card SetupIntent, saving a card, the Bacs Checkout Session; owners only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { startStripeFake, type StripeFake } from "../support/fakes/stripe";
import { createMember, createOrganization, signTokenFor, type MemberFixture } from "../support/fixtures";
import { PAYMENT_MESSAGES } from "../../functions/contract/messages/payments";

let fake: StripeFake;
let worker: TestWorker;
let ownerA: MemberFixture;
let ownerB: MemberFixture;
let sellerA: MemberFixture;
const tokens = new Map<MemberFixture, string>();
const as = (m: MemberFixture) => ({ token: tokens.get(m) });

beforeAll(async () => {
  fake = await startStripeFake("sk_test_fake");
  worker = await startWorker({
    bindings: { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_PUBLISHABLE_KEY: "pk_test_fake", STRIPE_API_URL: fake.url },
  });
  const a = await createOrganization(worker, { tradeName: "Alpha Motors" });
  const b = await createOrganization(worker, { tradeName: "Beta Cars" });
  ownerA = await createMember(worker, a, { isOwner: true, isSeller: true, isBuyer: true });
  sellerA = await createMember(worker, a, { isSeller: true });
  ownerB = await createMember(worker, b, { isOwner: true, isBuyer: true });
  for (const m of [ownerA, ownerB, sellerA]) tokens.set(m, await signTokenFor(m));
});
afterAll(async () => {
  await worker?.dispose();
  await fake?.close();
});

interface Method {
  last4: string | null;
  paymentMethod: string | null;
  accountStatus: string;
  paymentsConfigured: boolean;
  verificationPending: boolean;
  message?: string;
}
const method = (m: MemberFixture) => worker.api<Method>("GET", "/account/organization-payment-method", as(m));

describe("owners only", () => {
  it("refuses every wallet call to a member who is not the owner", async () => {
    for (const [verb, path, body] of [
      ["GET", "/account/organization-payment-method", undefined],
      ["GET", "/account/organization-stripe-client-secret", undefined],
      ["PUT", "/account/refresh-credit-card", { stripePaymentMethodId: "pm_card_visa" }],
      ["GET", "/payment/direct-debit/checkout", undefined],
    ] as const) {
      const res = await worker.api(verb, path, { ...as(sellerA), body });
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe("Access denied");
    }
    expect((await worker.api("GET", "/account/organization-payment-method")).status).toBe(401);
  });
});

describe("card", () => {
  it("shows no method at first, with payments configured", async () => {
    const res = await method(ownerA);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      last4: null,
      paymentMethod: null,
      accountStatus: "ACTIVE",
      paymentsConfigured: true,
      verificationPending: false,
    });
  });

  it("creates the organisation's customer once and a SetupIntent each time", async () => {
    const first = await worker.api<{
      stripeCustomerId: string;
      stripeSetupIntentClientSecret: string;
      publishableKey: string;
    }>("GET", "/account/organization-stripe-client-secret", as(ownerA));
    expect(first.status).toBe(200);
    expect(first.body.data!.publishableKey).toBe("pk_test_fake");
    expect(first.body.data!.stripeSetupIntentClientSecret).toMatch(/_secret_/);
    const second = await worker.api<{ stripeCustomerId: string }>(
      "GET",
      "/account/organization-stripe-client-secret",
      as(ownerA),
    );
    expect(second.body.data!.stripeCustomerId).toBe(first.body.data!.stripeCustomerId);
    const [row] = await worker.sql<{ stripe_customer_id: string }>(
      "SELECT stripe_customer_id FROM organizations WHERE id = ?",
      ownerA.organizationId,
    );
    expect(row.stripe_customer_id).toBe(first.body.data!.stripeCustomerId);
    const customerCalls = fake.requests.filter((r) => r.path === "/v1/customers");
    expect(customerCalls.at(-1)!.form).toMatchObject({ name: "Alpha Motors" });
  });

  it("saves a card as the default and answers its last four digits", async () => {
    const res = await worker.api<Method>("PUT", "/account/refresh-credit-card", {
      ...as(ownerA),
      body: { stripePaymentMethodId: "pm_card_mastercard" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      last4: "4444",
      paymentMethod: "CREDIT_CARD",
      message: PAYMENT_MESSAGES.cardUpdated,
    });
    expect(fake.requests.at(-1)!.form).toEqual({ "invoice_settings[default_payment_method]": "pm_card_mastercard" });
    expect((await method(ownerA)).body.data).toMatchObject({ last4: "4444", paymentMethod: "CREDIT_CARD" });
    // The other organisation's wallet is untouched.
    expect((await method(ownerB)).body.data).toMatchObject({ last4: null, paymentMethod: null });
  });

  it("answers Stripe's refusal as a 400 with its message, and bad input as 412, never 500", async () => {
    const declined = await worker.api("PUT", "/account/refresh-credit-card", {
      ...as(ownerA),
      body: { stripePaymentMethodId: "pm_card_declined" },
    });
    expect(declined.status).toBe(400);
    expect(declined.body.message).toBe("Your card was declined.");
    expect((await method(ownerA)).body.data!.last4).toBe("4444");
    for (const body of [{}, { stripePaymentMethodId: "" }, { stripePaymentMethodId: "drop table" }, "not json"]) {
      const res = await worker.api("PUT", "/account/refresh-credit-card", { ...as(ownerA), body });
      expect([400, 412]).toContain(res.status);
    }
  });

  it("needs a customer (the SetupIntent) before a card can be saved", async () => {
    const res = await worker.api("PUT", "/account/refresh-credit-card", {
      ...as(ownerB),
      body: { stripePaymentMethodId: "pm_card_visa" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("MISSING_ORGANIZATION_CARD_TOKEN");
  });
});

describe("direct debit checkout", () => {
  it("opens a setup-mode Bacs session for the owner's customer and finds it again by id", async () => {
    const res = await worker.api<{ checkoutSessionId: string; url: string }>(
      "GET",
      "/payment/direct-debit/checkout",
      as(ownerB),
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.url).toContain(res.body.data!.checkoutSessionId);
    const sent = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(sent.form).toMatchObject({ mode: "setup", "payment_method_types[]": "bacs_debit", currency: "gbp" });
    expect(sent.form.success_url).toMatch(/\/direct-debit\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(sent.form.cancel_url).toMatch(/\/direct-debit\/cancel$/);
    const again = await worker.api<{ url: string }>(
      "GET",
      `/payment/direct-debit/checkout?session_id=${res.body.data!.checkoutSessionId}`,
      as(ownerB),
    );
    expect(again.body.data!.url).toBe(res.body.data!.url);
    // Organisation A cannot reach B's session, and an unknown id is 404.
    const cross = await worker.api(
      "GET",
      `/payment/direct-debit/checkout?session_id=${res.body.data!.checkoutSessionId}`,
      as(ownerA),
    );
    expect(cross.status).toBe(404);
    expect((await worker.api("GET", "/payment/direct-debit/checkout?session_id=cs_nope", as(ownerA))).status).toBe(404);
  });
});

describe("without Stripe keys", () => {
  it("says payments are not configured", async () => {
    // Its own Worker, started here rather than beside the keyed one: one Miniflare at a time.
    const offWorker = await startWorker();
    const org = await createOrganization(offWorker);
    const owner = await createMember(offWorker, org, { isOwner: true });
    const token = await signTokenFor(owner);
    const res = await offWorker.api<Method>("GET", "/account/organization-payment-method", { token });
    expect(res.body.data).toMatchObject({ paymentsConfigured: false, last4: null });
    for (const path of ["/account/organization-stripe-client-secret", "/payment/direct-debit/checkout"]) {
      const off = await offWorker.api("GET", path, { token });
      expect(off.status).toBe(503);
      expect(off.body).toMatchObject({ errorCode: "PAYMENTS_DISABLED", message: PAYMENT_MESSAGES.notConfigured });
    }
    await offWorker.dispose();
  });
});

describe("registration card step (issue 12, step 5)", () => {
  const registration = (vat: string, email: string, card: Record<string, unknown>) => ({
    organizationRoleForm: { organizationRole: "FRANCHISED_DEALER", roles: ["BUYER", "SELLER"] },
    organizationForm: {
      officialCompanyName: "Card Motors Ltd",
      tradeName: "Card Motors",
      vatNumber: vat,
      postalCode: "LS1 4AP",
      address: "1 Kirkgate",
      city: "Leeds",
      county: "West Yorkshire",
      phoneNumber: "01134960000",
    },
    mainProfileForm: {
      firstName: "Cara",
      lastName: "Card",
      position: "OWNER",
      email,
      password: "secret1",
      passwordRepeat: "secret1",
      acceptTos: true,
      acceptNewsletter: false,
    },
    creditCardForm: card,
  });
  const orgOf = async (email: string) =>
    (
      await worker.sql<{ payment_method: string | null; card_last4: string | null; stripe_payment_method_id: string }>(
        `SELECT o.payment_method, o.card_last4, o.stripe_payment_method_id FROM organizations o
         JOIN members m ON m.organization_id = o.id WHERE m.email = ?`,
        email,
      )
    )[0];

  it("saves the card confirmed in the browser as the new organisation's default", async () => {
    const secret = await worker.api<{ stripeCustomerId: string }>("GET", "/registration/stripe-client-secret");
    const customer = secret.body.data!.stripeCustomerId;
    const res = await worker.api("POST", "/registration", {
      body: registration("GB777000111", "cara@card.test", {
        skipCard: false,
        cardholder: "Cara Card",
        stripeCustomerId: customer,
        stripePaymentMethodId: "pm_card_mastercard",
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await orgOf("cara@card.test")).toEqual({
      payment_method: "CREDIT_CARD",
      card_last4: "4444",
      stripe_payment_method_id: "pm_card_mastercard",
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/customers/${customer}`,
      form: { "invoice_settings[default_payment_method]": "pm_card_mastercard" },
    });
  });

  it("registers without a card when the provider refuses it (logged only)", async () => {
    const secret = await worker.api<{ stripeCustomerId: string }>("GET", "/registration/stripe-client-secret");
    const res = await worker.api("POST", "/registration", {
      body: registration("GB777000222", "dan@card.test", {
        skipCard: false,
        cardholder: "Dan Declined",
        stripeCustomerId: secret.body.data!.stripeCustomerId,
        stripePaymentMethodId: "pm_card_declined",
      }),
    });
    expect(res.status).toBe(200);
    expect(await orgOf("dan@card.test")).toMatchObject({ payment_method: null, card_last4: null });
  });
});

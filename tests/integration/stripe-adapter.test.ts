// The Stripe payments adapter (functions/payments/adapters/stripe.ts) against the local fake of the
// Stripe endpoints it calls, and GET /registration/stripe-client-secret through the built Worker
// with keys set (spec 000 section 7).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeAdapter, StripeError } from "../../functions/payments/adapters/stripe";
import { startStripeFake, type StripeFake } from "../support/fakes/stripe";
import { startWorker, type TestWorker } from "../support/worker";

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake("sk_test_fake");
});
afterAll(() => fake?.close());

const adapter = () => createStripeAdapter({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_URL: fake.url })!;

describe("Stripe adapter", () => {
  it("is absent without a secret key", () => {
    expect(createStripeAdapter({ STRIPE_SECRET_KEY: undefined })).toBeNull();
  });

  it("creates a customer and an off-session card SetupIntent for it", async () => {
    const stripe = adapter();
    const customer = await stripe.createCustomer({ email: "owner@dealer.test", name: "Dealer Ltd", organizationId: 7 });
    const intent = await stripe.createSetupIntent(customer.id);
    expect(intent).toMatchObject({ customer: customer.id, status: "requires_payment_method" });
    expect(intent.client_secret).toMatch(/^seti_.*_secret_/);
    const [createCustomer, createIntent] = fake.requests.slice(-2);
    expect(createCustomer).toMatchObject({
      path: "/v1/customers",
      authorization: "Bearer sk_test_fake",
      form: { email: "owner@dealer.test", name: "Dealer Ltd", "metadata[organizationId]": "7" },
    });
    expect(createIntent.form).toEqual({
      customer: customer.id,
      "payment_method_types[]": "card",
      usage: "off_session",
    });
  });

  it("attaches a card and makes it the default, and reports a declined card", async () => {
    const stripe = adapter();
    const customer = await stripe.createCustomer({ name: "Card Ltd" });
    const card = await stripe.attachPaymentMethod("pm_card_visa", customer.id);
    expect(card).toMatchObject({ id: "pm_card_visa", customer: customer.id, card: { last4: "4242" } });
    await stripe.setDefaultPaymentMethod(customer.id, "pm_card_visa");
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/customers/${customer.id}`,
      form: { "invoice_settings[default_payment_method]": "pm_card_visa" },
    });
    const declined = await stripe.attachPaymentMethod("pm_card_declined", customer.id).catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(StripeError);
    expect(declined).toMatchObject({ status: 402, code: "card_declined", message: "Your card was declined." });
  });

  it("opens a Checkout Session in setup mode for Bacs direct debit", async () => {
    const stripe = adapter();
    const customer = await stripe.createCustomer({ name: "Bacs Ltd" });
    const session = await stripe.createBacsCheckoutSession({
      customerId: customer.id,
      successUrl: "https://tradeauction.test/direct-debit/success",
      cancelUrl: "https://tradeauction.test/direct-debit/cancel",
    });
    expect(session.mode).toBe("setup");
    expect(session.url).toContain(session.id);
    expect(fake.requests.at(-1)!.form).toEqual({
      mode: "setup",
      currency: "gbp",
      customer: customer.id,
      "payment_method_types[]": "bacs_debit",
      success_url: "https://tradeauction.test/direct-debit/success",
      cancel_url: "https://tradeauction.test/direct-debit/cancel",
    });
  });

  it("refuses a wrong key like Stripe does", async () => {
    const wrong = createStripeAdapter({ STRIPE_SECRET_KEY: "sk_test_wrong", STRIPE_API_URL: fake.url })!;
    await expect(wrong.createCustomer({ name: "x" })).rejects.toMatchObject({ status: 401 });
  });
});

describe("GET /registration/stripe-client-secret with keys", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker({
      bindings: { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_PUBLISHABLE_KEY: "pk_test_fake", STRIPE_API_URL: fake.url },
    });
  });
  afterAll(() => worker?.dispose());

  it("answers a SetupIntent client secret, the customer and the publishable key", async () => {
    const res = await worker.api<{
      stripeSetupIntentClientSecret: string;
      stripeCustomerId: string;
      publishableKey: string;
    }>("GET", "/registration/stripe-client-secret");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      stripeCustomerId: expect.stringMatching(/^cus_/),
      publishableKey: "pk_test_fake",
    });
    expect(res.body.data!.stripeSetupIntentClientSecret).toMatch(/_secret_/);
  });
});

// The wallet calls of spec 000 section 7 (owners only): the saved method, a SetupIntent for the card
// form, saving a card, a Bacs Checkout Session; and Stripe's webhook (signature-verified, public).
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { ApiError, badRequest, json, notFound, parseBody } from "../../api/http";
import { requireOrgMember, requireOrgOwner } from "../../organisation/access";
import { createStripeAdapter, paymentsEnabled, StripeError, type StripeAdapter } from "../adapters/stripe";
import { ClientSecretSchema, RefreshCreditCardSchema } from "../../contract/payments";
import { PAYMENT_MESSAGES as M } from "../../contract/messages/payments";
import { PAYMENT_METHODS } from "../../contract/accounts";
import { ensureCustomer, readOrgPayment, saveMethod, toPaymentMethodDto } from "../payment-method";
import { sweepCharges } from "../charging";
import { webhookRoute } from "./webhook-route";

const tags = ["payments"];
const PaymentMethodAnswer = z.object({
  last4: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  accountStatus: z.string(),
  paymentsConfigured: z.boolean(),
  verificationPending: z.boolean(),
});

const paymentsOff = () => new ApiError(503, M.notConfigured, "PAYMENTS_DISABLED");
const providerFailed = (error: unknown): never => {
  if (error instanceof StripeError) throw new ApiError(400, error.message || M.providerError, "PAYMENT_PROVIDER_ERROR");
  throw error;
};

/** The owner's organisation, its payment row and the Stripe adapter (503 when payments are off). */
async function ownerWithStripe(c: ApiContext): Promise<{
  orgId: number;
  row: NonNullable<Awaited<ReturnType<typeof readOrgPayment>>>;
  stripe: StripeAdapter;
}> {
  const owner = requireOrgOwner(c.caller);
  const stripe = createStripeAdapter(c.env);
  if (!stripe || !paymentsEnabled(c.env)) throw paymentsOff();
  const row = await readOrgPayment(c.env.DB, owner.organizationId);
  if (!row) throw notFound();
  return { orgId: owner.organizationId, row, stripe };
}

/** Retries failed fees with the new method and lifts the block, after the answer is sent. */
const retryInBackground = (c: ApiContext) =>
  c.ctx.waitUntil(sweepCharges(c.env, c.clock.iso()).catch((e) => console.error("charge sweep failed", e)));

export const paymentRoutes: Route[] = [
  {
    method: "GET",
    path: "/account/organization-payment-method",
    access: "member",
    memberInBatch: true,
    summary: "The organisation's payment method (last4, paymentMethod), its status and whether payments are on",
    tags,
    responses: { 200: PaymentMethodAnswer },
    handler: async ({ env, caller, memberRead }) => {
      const row = await readOrgPayment(env.DB, requireOrgMember(caller).organizationId, memberRead);
      requireOrgOwner(caller);
      if (!row) throw notFound();
      return json(toPaymentMethodDto(row, env));
    },
  },
  {
    method: "GET",
    path: "/account/organization-stripe-client-secret",
    access: "member",
    summary: "A SetupIntent for the wallet's card form (503 PAYMENTS_DISABLED when payments are off)",
    tags,
    errors: ["PAYMENTS_DISABLED", "PAYMENT_PROVIDER_ERROR"],
    responses: { 200: ClientSecretSchema },
    handler: async (c) => {
      const { orgId, row, stripe } = await ownerWithStripe(c);
      try {
        const customerId = await ensureCustomer(c.env, stripe, orgId, row);
        const intent = await stripe.createSetupIntent(customerId);
        return json({
          stripeSetupIntentClientSecret: intent.client_secret,
          stripeCustomerId: customerId,
          publishableKey: c.env.STRIPE_PUBLISHABLE_KEY!,
        });
      } catch (error) {
        return providerFailed(error);
      }
    },
  },
  {
    method: "PUT",
    path: "/account/refresh-credit-card",
    access: "member",
    summary: "Save the card confirmed in the browser as the organisation's default; retries failed fees",
    tags,
    errors: ["MISSING_ORGANIZATION_CARD_TOKEN", "PAYMENT_PROVIDER_ERROR", "PAYMENTS_DISABLED"],
    request: { body: RefreshCreditCardSchema },
    responses: { 200: PaymentMethodAnswer.extend({ message: z.string() }) },
    handler: async (c) => {
      const { orgId, row, stripe } = await ownerWithStripe(c);
      const { stripePaymentMethodId } = await parseBody(c.request, RefreshCreditCardSchema);
      if (!row.stripe_customer_id) throw badRequest(M.noCustomer, "MISSING_ORGANIZATION_CARD_TOKEN");
      try {
        const card = await stripe.attachPaymentMethod(stripePaymentMethodId, row.stripe_customer_id);
        await stripe.setDefaultPaymentMethod(row.stripe_customer_id, card.id);
        await saveMethod(c.env.DB, orgId, {
          kind: "CREDIT_CARD",
          paymentMethodId: card.id,
          last4: card.card?.last4 ?? null,
          nowIso: c.clock.iso(),
        });
      } catch (error) {
        providerFailed(error);
      }
      const saved = (await readOrgPayment(c.env.DB, orgId))!;
      if (saved.status === "BLOCKED_DUE_TO_PAYMENT") retryInBackground(c);
      return json({ ...toPaymentMethodDto(saved, c.env), message: M.cardUpdated });
    },
  },
  {
    method: "GET",
    path: "/payment/direct-debit/checkout",
    access: "member",
    summary:
      "A Stripe Checkout Session in setup mode for Bacs Direct Debit; with session_id, that session again (its URL)",
    tags,
    errors: ["PAYMENTS_DISABLED", "PAYMENT_PROVIDER_ERROR"],
    statuses: [404],
    request: { query: z.object({ session_id: z.string().max(255).optional() }) },
    responses: { 200: z.object({ checkoutSessionId: z.string(), url: z.string() }) },
    handler: async (c) => {
      const { orgId, row, stripe } = await ownerWithStripe(c);
      const sessionId = c.url.searchParams.get("session_id");
      try {
        const customerId = await ensureCustomer(c.env, stripe, orgId, row);
        const base = (c.env.APP_URL || c.url.origin).replace(/\/$/, "");
        const session = sessionId
          ? await stripe.retrieveCheckoutSession(sessionId)
          : await stripe.createBacsCheckoutSession({
              customerId,
              successUrl: `${base}/direct-debit/success?session_id={CHECKOUT_SESSION_ID}`,
              cancelUrl: `${base}/direct-debit/cancel`,
            });
        // Another organisation's session (or one without a page to go to) names nothing here.
        if (session.customer !== customerId || !session.url) throw notFound();
        return json({ checkoutSessionId: session.id, url: session.url });
      } catch (error) {
        if (error instanceof StripeError && error.status === 404) throw notFound();
        return providerFailed(error);
      }
    },
  },
  webhookRoute,
];

// Stripe over its REST API (form-encoded POSTs, Bearer secret key): customers, SetupIntents for the
// card step (spec 000 sections 2 and 7), attaching a payment method, and Checkout Sessions in setup
// mode for Bacs direct debit, and refunds of paid intents. No SDK: the Worker calls fetch. STRIPE_API_URL points it at a local
// fake in tests. Without STRIPE_SECRET_KEY there is no adapter and payment features say so.
import type { Env } from "../../env";

export const STRIPE_API = "https://api.stripe.com";

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** A refused charge still creates a PaymentIntent; Stripe names it in the error. */
    readonly paymentIntentId?: string,
  ) {
    super(message);
  }
}

export interface StripeCustomer {
  id: string;
  email: string | null;
}
export interface StripeSetupIntent {
  id: string;
  client_secret: string;
  customer: string | null;
  status: string;
}
export interface StripePaymentMethod {
  id: string;
  customer: string | null;
  card?: { last4: string; brand: string } | null;
}
export interface StripeCheckoutSession {
  id: string;
  url: string | null;
  mode: string;
  customer: string | null;
}
export interface StripePaymentIntent {
  id: string;
  status: string;
  amount: number;
}
export interface StripeRefund {
  id: string;
  status: string;
  amount: number;
  payment_intent: string | null;
}

type Form = Record<string, string | number | boolean | undefined | null>;

/** Stripe's form encoding: `a[b]=c` keys are written by the caller, so a flat map is enough. */
export function formEncode(form: Form): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form))
    if (value !== undefined && value !== null) body.append(key, String(value));
  return body.toString();
}

export interface StripeAdapter {
  createCustomer(input: { email?: string; name: string; organizationId?: number }): Promise<StripeCustomer>;
  createSetupIntent(customerId: string): Promise<StripeSetupIntent>;
  attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<StripePaymentMethod>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<StripeCustomer>;
  createBacsCheckoutSession(input: {
    customerId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<StripeCheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<StripeCheckoutSession>;
  /** An off-session charge of a saved card or Bacs mandate, confirmed at once (decision 0051). */
  chargeOffSession(input: {
    customerId: string;
    paymentMethodId: string;
    methodType: "card" | "bacs_debit";
    amountInPence: number;
    description: string;
    chargeId: number;
    idempotencyKey: string;
  }): Promise<StripePaymentIntent>;
  /** Part or all of a paid intent back to its card or account (a dispute's fee credit, decision 0186). */
  refund(input: {
    paymentIntentId: string;
    amountInPence: number;
    creditTransactionId: number;
    idempotencyKey: string;
  }): Promise<StripeRefund>;
}

export function paymentsEnabled(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY">): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
}

export function createStripeAdapter(
  env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">,
  fetcher: typeof fetch = fetch,
): StripeAdapter | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = (env.STRIPE_API_URL || STRIPE_API).replace(/\/$/, "");

  async function call<T>(method: "GET" | "POST", path: string, form?: Form, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${key}` };
    if (form) headers["content-type"] = "application/x-www-form-urlencoded";
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    const body = form ? formEncode(form) : undefined;
    const response = await fetcher(`${base}${path}`, { method, headers, body });
    const payload = (await response.json().catch(() => ({}))) as {
      error?: { message?: string; code?: string; payment_intent?: { id?: string } };
    };
    if (!response.ok)
      throw new StripeError(
        response.status,
        payload.error?.message ?? "Stripe request failed",
        payload.error?.code,
        payload.error?.payment_intent?.id,
      );
    return payload as T;
  }
  const post = <T>(path: string, form: Form, idempotencyKey?: string) => call<T>("POST", path, form, idempotencyKey);

  return {
    createCustomer: ({ email, name, organizationId }) =>
      post<StripeCustomer>("/v1/customers", { email, name, "metadata[organizationId]": organizationId }),
    createSetupIntent: (customerId) =>
      post<StripeSetupIntent>("/v1/setup_intents", {
        customer: customerId,
        "payment_method_types[]": "card",
        usage: "off_session",
      }),
    attachPaymentMethod: (paymentMethodId, customerId) =>
      post<StripePaymentMethod>(`/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/attach`, {
        customer: customerId,
      }),
    setDefaultPaymentMethod: (customerId, paymentMethodId) =>
      post<StripeCustomer>(`/v1/customers/${encodeURIComponent(customerId)}`, {
        "invoice_settings[default_payment_method]": paymentMethodId,
      }),
    createBacsCheckoutSession: ({ customerId, successUrl, cancelUrl }) =>
      post<StripeCheckoutSession>("/v1/checkout/sessions", {
        mode: "setup",
        currency: "gbp",
        customer: customerId,
        "payment_method_types[]": "bacs_debit",
        success_url: successUrl,
        cancel_url: cancelUrl,
      }),
    retrieveCheckoutSession: (sessionId) =>
      call<StripeCheckoutSession>("GET", `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`),
    chargeOffSession: (c) =>
      post<StripePaymentIntent>(
        "/v1/payment_intents",
        {
          amount: c.amountInPence,
          currency: "gbp",
          customer: c.customerId,
          payment_method: c.paymentMethodId,
          "payment_method_types[]": c.methodType,
          off_session: true,
          confirm: true,
          description: c.description,
          "metadata[chargeId]": c.chargeId,
        },
        c.idempotencyKey,
      ),
    refund: (r) =>
      post<StripeRefund>(
        "/v1/refunds",
        {
          payment_intent: r.paymentIntentId,
          amount: r.amountInPence,
          reason: "requested_by_customer",
          "metadata[creditTransactionId]": r.creditTransactionId,
        },
        r.idempotencyKey,
      ),
  };
}

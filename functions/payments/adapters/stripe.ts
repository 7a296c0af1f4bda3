// Stripe over its REST API (form-encoded POSTs, Bearer secret key): customers, SetupIntents for the
// card step (spec 000 sections 2 and 7), attaching a payment method, and Checkout Sessions in setup
// mode for Bacs direct debit. No SDK: the Worker calls fetch. STRIPE_API_URL points it at a local
// fake in tests. Without STRIPE_SECRET_KEY there is no adapter and payment features say so.
import type { Env } from "../../env";

export const STRIPE_API = "https://api.stripe.com";

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
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

  async function post<T>(path: string, form: Form, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${key}`,
      "content-type": "application/x-www-form-urlencoded",
    };
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    const response = await fetcher(`${base}${path}`, { method: "POST", headers, body: formEncode(form) });
    const payload = (await response.json().catch(() => ({}))) as { error?: { message?: string; code?: string } };
    if (!response.ok)
      throw new StripeError(response.status, payload.error?.message ?? "Stripe request failed", payload.error?.code);
    return payload as T;
  }

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
  };
}

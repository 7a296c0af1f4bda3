// The card provider's fields (Stripe Elements) for the wallet and the registration card step. Stripe.js
// is imported inside an effect, so it loads only on the pages that show a card form, in the browser
// only; the SetupIntent comes from `secretUrl` (10 s timeout, spec 000 section 7). Card numbers go
// from the browser to Stripe and never reach our servers.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { PAYMENT_MESSAGES } from "~contract/messages/payments";
import type { ClientSecretDto } from "~contract/payments";

const SECRET_TIMEOUT_MS = 10_000;

export interface CardElementState {
  /** The element is mounted and ready for input. */
  ready: boolean;
  complete: boolean;
  error: string | null;
  customerId: string | null;
}

export function useCardElement(secretUrl: string, enabled: boolean) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement; secret: ClientSecretDto } | null>(null);
  const [state, setState] = useState<CardElementState>({
    ready: false,
    complete: false,
    error: null,
    customerId: null,
  });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    (async () => {
      try {
        const res = await fetch(secretUrl, { signal: AbortSignal.timeout(SECRET_TIMEOUT_MS) });
        // The wallet's route answers the secret itself; the public API wraps it in `{ data }`.
        const raw = (await res.json()) as { data?: ClientSecretDto; message?: string } & Partial<ClientSecretDto>;
        if (!res.ok) throw new Error(raw.message ?? PAYMENT_MESSAGES.providerError);
        const body = (raw.data ?? raw) as ClientSecretDto;
        const { loadStripe } = await import("@stripe/stripe-js/pure");
        const stripe = await loadStripe(body.publishableKey);
        if (!stripe || cancelled || !mountRef.current) return;
        const card = stripe.elements().create("card", { hidePostalCode: true });
        card.on("change", (e) =>
          setState((s) => ({ ...s, complete: e.complete, error: e.error ? e.error.message : null })),
        );
        card.mount(mountRef.current);
        stripeRef.current = { stripe, card, secret: body };
        setState((s) => ({ ...s, ready: true, customerId: body.stripeCustomerId }));
      } catch (error) {
        if (!cancelled)
          setState((s) => ({ ...s, error: error instanceof Error ? error.message : PAYMENT_MESSAGES.providerError }));
      }
    })();
    return () => {
      cancelled = true;
      stripeRef.current?.card.destroy();
      stripeRef.current = null;
      setState({ ready: false, complete: false, error: null, customerId: null });
    };
  }, [secretUrl, enabled]);

  /** Confirms the SetupIntent with the typed card; answers the saved payment method's id, or null. */
  const confirm = useCallback(async (cardholder: string): Promise<string | null> => {
    const current = stripeRef.current;
    if (!current) return null;
    const { setupIntent, error } = await current.stripe.confirmCardSetup(current.secret.stripeSetupIntentClientSecret, {
      payment_method: { card: current.card, billing_details: { name: cardholder } },
    });
    if (error || !setupIntent) {
      const message =
        error?.code === "setup_intent_authentication_failure"
          ? PAYMENT_MESSAGES.cardAuthFailed
          : (error?.message ?? PAYMENT_MESSAGES.cardAuthFailed);
      setState((s) => ({ ...s, error: message }));
      return null;
    }
    const pm = setupIntent.payment_method;
    return typeof pm === "string" ? pm : (pm?.id ?? null);
  }, []);

  return { mountRef, state, confirm };
}

// The card provider's element on the registration's card step (registration-card.tsx): fetched
// only when the step shows it, with JavaScript and payments on. Next confirms the card with the
// provider first and posts only its payment method id.
import { useEffect, useRef, useState } from "react";
import { FIELD_MESSAGES } from "~contract/messages/common";
import { PAYMENT_MESSAGES } from "~contract/messages/payments";
import { useCardElement } from "~/payments/use-card-element";

const SECRET_URL = "/api/registration/stripe-client-secret";

export function CardFields() {
  const { mountRef, state, confirm } = useCardElement(SECRET_URL, true);
  const [paymentMethodId, setPaymentMethodId] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const latest = useRef({ state, confirm });
  latest.current = { state, confirm };
  const error = state.error ?? localError;

  useEffect(() => {
    const form = mountRef.current?.closest("form");
    if (!form) return;
    // Any card error disables Next (spec 000 section 6, 'Card (registration)').
    const next = form.querySelector<HTMLButtonElement>('button[value="next"]');
    if (next) next.disabled = Boolean(error);
    // Runs before React's own submit handling: the card is confirmed with the provider first.
    async function onSubmit(event: SubmitEvent) {
      const submitter = event.submitter as HTMLButtonElement | null;
      const pm = form!.elements.namedItem("stripePaymentMethodId") as HTMLInputElement | null;
      if (submitter?.value === "back" || pm?.value) return;
      event.preventDefault();
      event.stopPropagation();
      const { state: s, confirm: confirmCard } = latest.current;
      const cardholder = (form!.elements.namedItem("cardholder") as HTMLInputElement | null)?.value.trim() ?? "";
      if (!cardholder) return setLocalError(`Cardholder name: ${FIELD_MESSAGES.required}`);
      if (!s.ready || !s.complete || s.error) return setLocalError(s.error ?? PAYMENT_MESSAGES.cardIncomplete);
      setLocalError(null);
      const id = await confirmCard(cardholder);
      if (!id) return;
      pm!.value = id;
      setPaymentMethodId(id);
      form!.requestSubmit(submitter ?? undefined);
    }
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [mountRef, error]);

  return (
    <div className="field">
      <span className="field__label" id="card-label">
        Card number, expiry and CVC
      </span>
      <div ref={mountRef} className="wallet__element" aria-labelledby="card-label" data-testid="card-element" />
      <input type="hidden" name="stripeCustomerId" value={state.customerId ?? ""} />
      <input type="hidden" name="stripePaymentMethodId" value={paymentMethodId} />
      <p className="field__error" aria-live="polite" data-testid="card-error">
        {error ?? ""}
      </p>
    </div>
  );
}

// The wallet's card form (spec 000 section 2 'Payment card page'): cardholder name and the card
// provider's fields. Save stays disabled while any error shows, the card is incomplete or the
// cardholder is empty. Without JavaScript the provider's fields cannot load, so the form says so.
import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PAYMENT_MESSAGES as M } from "~contract/messages/payments";
import { WALLET_INTENTS } from "~contract/payment-rules";
import { useCardElement } from "~/payments/use-card-element";
import { ErrorSlot, Field, plainField } from "~/components/form";

export const SETUP_INTENT_URL = "/my-organization/my-wallet/setup-intent";

export function CardForm({ enabled, cardholderError }: { enabled: boolean; cardholderError?: string }) {
  const { mountRef, state, confirm } = useCardElement(SETUP_INTENT_URL, enabled);
  const hydrated = useHydrated();
  const [cardholder, setCardholder] = useState("");
  const [saving, setSaving] = useState(false);
  const submit = useSubmit();
  const busy = useNavigation().state !== "idle" || saving;
  const tooLong = cardholder.length > 5000;
  const canSave = state.ready && state.complete && !state.error && cardholder.trim() !== "" && !tooLong && !busy;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const form = event.currentTarget;
    setSaving(true);
    const paymentMethodId = await confirm(cardholder.trim());
    setSaving(false);
    if (!paymentMethodId) return;
    const data = new FormData(form);
    data.set("stripePaymentMethodId", paymentMethodId);
    submit(data, { method: "post" });
  }

  return (
    <Form method="post" className="card stack wallet__card" aria-labelledby="wallet-add-card" onSubmit={onSubmit}>
      <h2 id="wallet-add-card">Add card</h2>
      <input type="hidden" name="intent" value={WALLET_INTENTS.card} />
      <Field
        label="Cardholder name"
        field={plainField("cardholder", undefined, tooLong ? M.cardholderTooLong : cardholderError, "")}
        autoComplete="cc-name"
        onValueChange={setCardholder}
      />
      <div className="field">
        <span className="field__label" id="card-label">
          Card number, expiry and CVC
        </span>
        <div ref={mountRef} className="wallet__element" aria-labelledby="card-label" data-testid="card-element">
          {enabled ? null : <span className="muted">{M.notConfigured}</span>}
        </div>
        {/* Shown until JavaScript runs: without it the provider's fields never load. */}
        {hydrated ? null : <p className="muted">{M.cardNeedsScript}</p>}
        <ErrorSlot field={{ errorId: "card-error", errors: state.error ? [state.error] : undefined }} />
      </div>
      <button type="submit" className="button" disabled={!canSave}>
        {busy ? "Saving…" : "Save"}
      </button>
    </Form>
  );
}

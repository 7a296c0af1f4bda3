// The registration card step's card fields (spec 000 sections 2 and 6, issue 12 step 5): with
// JavaScript and payments on, the card provider's element and a skip toggle; Next confirms the card
// with the provider first and posts only its payment method id. Without JavaScript the step is
// skipped (a card can be added later in the wallet).
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PAYMENT_MESSAGES } from "~contract/messages/payments";

// Only a browser with JavaScript shows the card element, so its code (and the provider's loader)
// comes with the step rather than with every registration step (issue 23's 110 KB budget).
const CardFields = lazy(() => import("./registration-card-chunk").then((m) => ({ default: m.CardFields })));

export function RegistrationCard({ paymentsOn }: { paymentsOn: boolean }) {
  const hydrated = useHydrated();
  const [addCard, setAddCard] = useState(true);
  const withCard = paymentsOn && hydrated && addCard;
  return (
    <>
      {paymentsOn && hydrated ? (
        <label className="checkbox">
          <input type="checkbox" checked={!addCard} onChange={(e) => setAddCard(!e.currentTarget.checked)} />
          <span>Skip the card for now (add one later in your wallet)</span>
        </label>
      ) : null}
      {paymentsOn && !hydrated ? <p className="muted">{PAYMENT_MESSAGES.cardSkippedWithoutScript}</p> : null}
      {withCard ? (
        <Suspense fallback={<div className="wallet__element" aria-busy="true" />}>
          <CardFields />
        </Suspense>
      ) : (
        <input type="hidden" name="skipCard" value="on" />
      )}
    </>
  );
}

// The counter-offer confirmation's two steps (decisions 0167 and 0184): the counter price to review
// (a GET: nothing changes yet) and the confirmation naming the plate, the price and the viewer's fee.
// The page of its own without JavaScript (/auction/{id}/offer) and the detail's dialog with it draw
// the same steps; the words come from the route's loader.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { OfferAction } from "~contract/counter-offers";
import { OFFER_MESSAGES as M } from "~contract/messages/offers";
import { DialogFormBody, type DialogFormProps } from "~/components/dialog-form";
import { FROM_PARAM } from "./list-url";

export const OFFER_TITLES: Record<OfferAction, string> = {
  COUNTER: "Send a counter-offer",
  ACCEPT: "Accept the counter-offer",
  DECLINE: "Decline the counter-offer",
};

export interface OfferPage {
  id: number;
  version: number;
  move: OfferAction;
  title: string;
  plate: string;
  /** The move is the viewer's to make now. */
  allowed: boolean;
  amountText: string;
  amountError: string | null;
  /** The price the move is about (the typed counter, or the one on the table), once known. */
  priceInPence: number | null;
  question: string | null;
  fee: string | null;
  returnTo: string;
}

/** A dialog's answer to a move: what happened, in words for the page's message. */
export type OfferAnswer = { ok: boolean; message: string };

/** The counter price still to be given (none yet, or refused on its field). */
export const reviewing = (page: OfferPage, amountError: string | null) =>
  page.move === "COUNTER" && (page.priceInPence === null || amountError !== null);

/** The price step. `onReview` (the dialog) takes the typed price instead of the GET. */
export function OfferReview({
  page,
  amountError,
  cancel,
  onReview,
}: {
  page: OfferPage;
  amountError: string | null;
  cancel: ReactNode;
  onReview?: (amount: string) => void;
}) {
  return (
    <Form
      method="get"
      action={`/auction/${page.id}/offer`}
      className="bid-step"
      noValidate
      onSubmit={(event) => {
        if (!onReview) return;
        event.preventDefault();
        onReview(String(new FormData(event.currentTarget).get("amount") ?? ""));
      }}
    >
      <input type="hidden" name="move" value="COUNTER" />
      <input type="hidden" name={FROM_PARAM} value={page.returnTo} />
      <div className="field">
        <label htmlFor="offer-amount">{M.counterLabel}</label>
        <input
          id="offer-amount"
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={page.amountText}
          aria-invalid={amountError ? true : undefined}
          aria-describedby="offer-amount-error"
        />
        <p id="offer-amount-error" className="field__error" aria-live="polite">
          {amountError}
        </p>
      </div>
      <div className="bid-step__actions">
        {cancel}
        <button type="submit" className="button">
          {M.sendCounter}
        </button>
      </div>
    </Form>
  );
}

/** The confirmation: the question and the fee, then CONFIRM posts the move. */
export function OfferConfirm({ page, ...form }: DialogFormProps & { page: OfferPage }) {
  const submit = (
    <button type="submit" className={page.move === "DECLINE" ? "button button--danger" : "button"} disabled={form.busy}>
      {M.confirm}
    </button>
  );
  return (
    <DialogFormBody form={form} action={`/auction/${page.id}/offer`} submit={submit}>
      <input type="hidden" name="move" value={page.move} />
      <input type="hidden" name="version" value={page.version} />
      <input type="hidden" name="plate" value={page.plate} />
      <input type="hidden" name={FROM_PARAM} value={page.returnTo} />
      {page.move === "COUNTER" ? <input type="hidden" name="amountInPence" value={page.priceInPence ?? ""} /> : null}
      <p className="confirm__question">{page.question}</p>
      <p data-testid="offer-fee">{page.fee}</p>
    </DialogFormBody>
  );
}

// The two steps of placing a bid (spec 001 section 5.8): the amount, then a confirmation naming the
// vehicle with its plate and mileage, the maximum and what proxy bidding does with it, and the
// buyer's fee (issue 22). The same forms serve the /auction/{id}/bid pages (no JavaScript) and the
// dialog (a fetcher posting to the same action), so both ask and answer alike.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useLazySchemaForm } from "~/components/form/lazy-schema-form";
import { BID_INPUT_MAX_LENGTH, BIDS_LEFT_SHOWN_BELOW } from "~contract/auctions";
import { IDEMPOTENCY_KEY_FIELD } from "~contract/bid-idempotency";
import { feeDue, useFreeTrialEndsOn } from "./fee-due";
import { BID_CONFIRM_MESSAGES } from "~contract/messages/bidding";
import type { BidRoomState } from "~contract/dto/bid";
import type { BidTarget } from "./bid-target";
import { formatMileage, formatPounds } from "~/auction/format";
// The action URL keeps `from`: a page answering a post without JavaScript reads it from there.
import { bidHref } from "~/auction/list-url";
import { ErrorList, Field } from "~/components/form";
import { DialogMode, type DialogFormProps } from "~/components/dialog-form";

export const BID_INTENTS = { review: "review", place: "place", edit: "edit" } as const;

export type BidActionData =
  | { step: "amount"; lastResult: SubmissionResult<string[]> | null; amount?: string; idempotencyKey: string }
  | {
      step: "confirm";
      lastResult: SubmissionResult<string[]>;
      /** As the dealer typed it: the place step parses it with the same schema, once. */
      amount: string;
      amountInPence: number;
      idempotencyKey: string;
      /** The last try got no clear answer (503, timeout): the same key goes again. */
      retry?: string;
    }
  | { step: "placed"; message: string; state: BidRoomState };

interface StepProps extends DialogFormProps {
  target: BidTarget;
  /** Where the dealer returns after the bid (a list or the detail). */
  returnTo: string;
  /** Minted with the form and carried through both steps: a repeat never places a second bid. */
  idempotencyKey: string;
}

function Hidden({ returnTo, dialog, idempotencyKey }: Pick<StepProps, "returnTo" | "dialog" | "idempotencyKey">) {
  return (
    <>
      <input type="hidden" name="from" value={returnTo} />
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={idempotencyKey} />
      <DialogMode dialog={dialog} />
    </>
  );
}

export function BidAmountStep({
  target,
  returnTo,
  FormComponent,
  dialog,
  busy,
  cancel,
  lastResult,
  defaultAmount,
  idempotencyKey,
}: StepProps & { lastResult: SubmissionResult<string[]> | null | undefined; defaultAmount?: string }) {
  const [form, fields] = useLazySchemaForm(
    // The minimum is this render's: a rival's bid raises it while the dialog is open.
    (s) => s.bidFormSchema(target.minimumBidInPence),
    {
      id: `bid-${target.id}`,
      lastResult,
      defaultValue: defaultAmount ? { amount: defaultAmount } : undefined,
      // Validates as the dealer types, not on blur (spec 001 section 5.8).
      shouldValidate: "onInput",
    },
  );
  const noBidsLeft = target.bidsLeft <= 0;
  return (
    <FormComponent
      method="post"
      action={bidHref(target.id, returnTo)}
      {...getFormProps(form)}
      noValidate
      className="bid-step"
    >
      <Hidden returnTo={returnTo} dialog={dialog} idempotencyKey={idempotencyKey} />
      <p className="bid-step__vehicle">{target.title}</p>
      <Field
        label="Your maximum bid (£)"
        field={fields.amount}
        inputMode="numeric"
        autoComplete="off"
        typingLimit={BID_INPUT_MAX_LENGTH}
        placeholder={formatPounds(target.minimumBidInPence)}
        disabled={busy || noBidsLeft}
      />
      <p className="bid-step__hint">
        Minimum bid {formatPounds(target.minimumBidInPence)}
        {target.bidsLeft < BIDS_LEFT_SHOWN_BELOW
          ? ` · ${BID_CONFIRM_MESSAGES.bidsLeft(target.bidsLeft.toLocaleString("en-GB"))}`
          : null}
      </p>
      <div className="bid-step__actions">
        {cancel}
        <button type="submit" name="intent" value={BID_INTENTS.review} className="button" disabled={busy || noBidsLeft}>
          NEXT
        </button>
      </div>
    </FormComponent>
  );
}

export function BidConfirmStep({
  target,
  returnTo,
  FormComponent,
  dialog,
  busy,
  cancel,
  amount,
  amountInPence,
  idempotencyKey,
  retry,
}: StepProps & { amount: string; amountInPence: number; retry?: string }) {
  const pounds = formatPounds(amountInPence);
  // A sale happens at the end at the earliest: the fee then is the one charged.
  const due = feeDue(amountInPence, useFreeTrialEndsOn(), target.endsOn ?? undefined);
  const facts = [target.registrationPlate, target.mileage === null ? null : formatMileage(target.mileage)];
  return (
    <FormComponent method="post" action={bidHref(target.id, returnTo)} className="bid-step">
      <Hidden returnTo={returnTo} dialog={dialog} idempotencyKey={idempotencyKey} />
      <input type="hidden" name="amount" value={amount} />
      <p className="bid-step__confirm">
        {BID_CONFIRM_MESSAGES.question(pounds, [target.title, ...facts].filter(Boolean).join(", "))}
      </p>
      <p className="bid-step__proxy">{BID_CONFIRM_MESSAGES.proxy(pounds)}</p>
      <p className="bid-step__fee">
        {"fee" in due
          ? BID_CONFIRM_MESSAGES.fee(pounds, due.fee)
          : BID_CONFIRM_MESSAGES.feeInFreeTrial(pounds, due.freeUntil)}
      </p>
      <ErrorList errors={retry ? [retry] : null} />
      <div className="bid-step__actions">
        {cancel}
        <button
          type="submit"
          name="intent"
          value={BID_INTENTS.edit}
          className="button button--secondary"
          disabled={busy}
        >
          BACK
        </button>
        <button type="submit" name="intent" value={BID_INTENTS.place} className="button" disabled={busy}>
          CONFIRM BID
        </button>
      </div>
    </FormComponent>
  );
}

// The winning buyer's Accept and Reject of a WAITING auction (spec 001 sections 4.3 and 4.4). Each is
// a confirmation page of its own without JavaScript, and a dialog posting to the same action with it.
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, type ComponentProps, type ComponentType } from "react";
import { feeDue, useFreeTrialEndsOn } from "./fee-due";
import { ACCEPTANCE_MESSAGES } from "~contract/messages/auction";
import { formatAuctionEnd } from "~/utils/dates";
import { formatPounds } from "~/auction/format";

export const ACCEPTANCE_CHOICES = ["accept", "reject"] as const;
export type AcceptanceChoice = (typeof ACCEPTANCE_CHOICES)[number];

export interface AcceptanceTarget {
  id: number;
  version: number;
  title: string;
  amountInPence: number | null;
  /** The 24-hour acceptance deadline (ISO), shown with the fee before a dealer commits (issue 22). */
  deadline: string | null;
}

/** The winner's facts: by when to decide, and the buyer's fee at the price (issue 22 item 4). */
export function AcceptanceFacts({ target }: { target: Pick<AcceptanceTarget, "amountInPence" | "deadline"> }) {
  const price = target.amountInPence;
  // Accepting is the sale: the fee is the one charged now (none in the free trial).
  const due = feeDue(price ?? 0, useFreeTrialEndsOn());
  return (
    <>
      {target.deadline ? (
        <p className="acceptance__deadline">{ACCEPTANCE_MESSAGES.buyerDeadline(formatAuctionEnd(target.deadline))}</p>
      ) : null}
      {price !== null ? (
        <p className="acceptance__fee">
          {"fee" in due
            ? ACCEPTANCE_MESSAGES.buyerFee(formatPounds(price), due.fee)
            : ACCEPTANCE_MESSAGES.buyerFeeInFreeTrial(formatPounds(price), due.freeUntil)}
        </p>
      ) : null}
    </>
  );
}

export type AcceptanceActionData = { ok: true; message: string } | { ok: false; message: string };

export function acceptanceQuestion(choice: AcceptanceChoice, target: AcceptanceTarget): string {
  const amount = target.amountInPence === null ? "" : ` of ${formatPounds(target.amountInPence)}`;
  return choice === "accept"
    ? `Are you sure you want to accept the offer${amount} for ${target.title}? The vehicle will be sold to your organisation.`
    : `Are you sure you want to reject the offer${amount} for ${target.title}?`;
}

type FormLike = ComponentType<ComponentProps<typeof Form>>;

export function AcceptanceForm({
  choice,
  target,
  returnTo,
  FormComponent,
  dialog,
  busy,
  cancel,
}: {
  choice: AcceptanceChoice;
  target: AcceptanceTarget;
  returnTo: string;
  FormComponent: FormLike;
  dialog?: boolean;
  busy?: boolean;
  cancel: React.ReactNode;
}) {
  return (
    <FormComponent method="post" action={`/auction/${target.id}/acceptance`} className="bid-step">
      <input type="hidden" name="choice" value={choice} />
      <input type="hidden" name="version" value={target.version} />
      <input type="hidden" name="from" value={returnTo} />
      {dialog ? <input type="hidden" name="mode" value="dialog" /> : null}
      <p>{acceptanceQuestion(choice, target)}</p>
      {choice === "accept" ? <AcceptanceFacts target={target} /> : null}
      <div className="bid-step__actions">
        {cancel}
        <button type="submit" className={choice === "accept" ? "button" : "button button--danger"} disabled={busy}>
          {choice === "accept" ? "ACCEPT" : "REJECT"}
        </button>
      </div>
    </FormComponent>
  );
}

/** The two buttons; with JavaScript each opens its dialog instead of the confirmation page. */
export function AcceptanceButtons({
  hrefFor,
  onChoose,
}: {
  hrefFor: (c: AcceptanceChoice) => string;
  onChoose?: (c: AcceptanceChoice) => void;
}) {
  return (
    <div className="acceptance-buttons">
      {ACCEPTANCE_CHOICES.map((choice) => (
        <Link
          key={choice}
          to={hrefFor(choice)}
          className={choice === "accept" ? "button" : "button button--danger"}
          onClick={(event) => {
            if (!onChoose) return;
            event.preventDefault();
            onChoose(choice);
          }}
        >
          {choice === "accept" ? "ACCEPT" : "REJECT"}
        </Link>
      ))}
    </div>
  );
}

interface AcceptanceDialogProps {
  choice: AcceptanceChoice | null;
  opening: number;
  target: AcceptanceTarget;
  returnTo: string;
  onClose: () => void;
  /** The answer, success or refusal, for the page to show. */
  onDone: (answer: AcceptanceActionData) => void;
}

export function AcceptanceDialog({ choice, opening, target, returnTo, onClose, onDone }: AcceptanceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (choice && !dialog.open) dialog.showModal();
    if (!choice && dialog.open) dialog.close();
  }, [choice]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="acceptance-title" onClose={onClose}>
      <div className="dialog__header">
        <h2 id="acceptance-title">{choice === "reject" ? "Reject offer" : "Accept offer"}</h2>
      </div>
      {/* A fresh fetcher per opening, so an earlier answer never closes it at once. */}
      {choice ? (
        <AcceptanceDialogBody
          key={opening}
          choice={choice}
          target={target}
          returnTo={returnTo}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
    </dialog>
  );
}

function AcceptanceDialogBody({
  choice,
  target,
  returnTo,
  onClose,
  onDone,
}: Omit<AcceptanceDialogProps, "choice" | "opening"> & { choice: AcceptanceChoice }) {
  const fetcher = useFetcher<AcceptanceActionData>();
  // Success or a refusal (e.g. 409): the page says which, and has read the auction again.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    onDone(fetcher.data);
    onClose();
  }, [fetcher.state, fetcher.data, onClose, onDone]);
  const cancel = (
    <button type="button" className="button button--secondary" onClick={onClose}>
      CANCEL
    </button>
  );
  return (
    <AcceptanceForm
      choice={choice}
      target={target}
      returnTo={returnTo}
      FormComponent={fetcher.Form}
      dialog
      busy={fetcher.state !== "idle"}
      cancel={cancel}
    />
  );
}

// The winning buyer's Accept and Reject of a WAITING auction (spec 001 sections 4.3 and 4.4). Each is
// a confirmation page of its own without JavaScript, and a dialog posting to the same action with it.
import { Link } from "@remix-run/react";
import type { FeeDue } from "./fee-due";
import { ACCEPTANCE_MESSAGES } from "~contract/messages/auction-detail";
import { formatAuctionEnd } from "~/utils/dates";
import { formatPounds } from "~/auction/format";
import type { FetchedDialogProps } from "~/components/lazy-dialog";

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

/**
 * The winner's facts: by when to decide, and the buyer's fee at the price (issue 22 item 4). Accepting
 * is the sale, so `due` is the fee charged now (none in the free trial); the caller works it out (the
 * detail's loader, so the detail page does not ship the fee rules: decision 0229).
 */
export function AcceptanceFacts({
  target,
  due,
}: {
  target: Pick<AcceptanceTarget, "amountInPence" | "deadline">;
  due: FeeDue;
}) {
  const price = target.amountInPence;
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

export interface AcceptanceDialogProps extends FetchedDialogProps<AcceptanceActionData> {
  choice: AcceptanceChoice | null;
  target: AcceptanceTarget;
  returnTo: string;
}

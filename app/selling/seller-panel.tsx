// The seller's actions by status (spec 001 section 4.2), as the API's flags allow them (section 6).
// Confirmed actions are links to their confirmation page; with JavaScript they open the dialog.
// Edit of a draft opens the wizard; of a closed auction it first makes a new draft (POST /edit).
import { Form, Link } from "@remix-run/react";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { SELLER_ACTION_MESSAGES } from "~contract/messages/seller-actions";
import { formatAuctionEnd } from "~/utils/dates";
import { DisputeLine } from "~/auction/dispute-line";
import { preloadLaunchForm } from "./launch-form-lazy";
import { SELLER_ACTION_LABELS, confirmHref, offers, type SellerAction } from "./seller-actions";

export const launchHref = (id: number) => `/my-vehicles/${id}?step=launch`;
export const wizardEditHref = (id: number) => `/add-vehicle?edit=${id}`;

const CLOSED = ["ENDED", "CANCELLED", "REJECTED"];

export function SellerPanel({
  auction,
  onConfirm,
}: {
  auction: AuctionDetail;
  onConfirm?: (action: SellerAction) => void;
}) {
  const a = auction;
  const confirmLink = (action: SellerAction, className: string) =>
    offers(a, action) ? (
      <Link
        to={confirmHref(a.id, action)}
        className={className}
        onClick={(event) => {
          if (!onConfirm) return;
          event.preventDefault();
          onConfirm(action);
        }}
      >
        {SELLER_ACTION_LABELS[action]}
      </Link>
    ) : null;
  const launchOffered = (a.status === "DRAFT" && a.isDraftValid) || (CLOSED.includes(a.status) && a.isRepublishAllowed);
  return (
    <div className="seller-panel" data-testid="seller-panel">
      {a.status === "DRAFT" && !a.isDraftValid ? (
        <p className="muted">Complete every step of the listing to launch it.</p>
      ) : null}
      {a.status === "PUBLISHED" && !a.isCancellationAllowed ? (
        <p className="muted">A bid has met the reserve: this auction can no longer be cancelled.</p>
      ) : null}
      {a.status === "TO_ACCEPT" ? (
        <p>
          {a.isSellerAcceptanceAllowed && a.acceptanceDeadline
            ? `Accept or reject the best offer by ${formatAuctionEnd(a.acceptanceDeadline)}.`
            : "The time to accept this offer has passed."}
        </p>
      ) : null}
      {a.status === "WAITING" ? <p>Waiting for the buyer's acceptance.</p> : null}
      <DisputeLine auctionId={a.id} dispute={a.dispute} />
      {launchOffered && !a.isFreeRepublishAvailable ? (
        <p className="inline-alert alert alert--warning" role="status">
          {SELLER_ACTION_MESSAGES.launchFee}
        </p>
      ) : null}
      <div className="seller-panel__actions">
        {launchOffered ? (
          <Link to={launchHref(a.id)} className="button" onPointerEnter={preloadLaunchForm} onFocus={preloadLaunchForm}>
            {a.status === "DRAFT" ? "LAUNCH" : "RELAUNCH"}
          </Link>
        ) : null}
        {confirmLink("accept", "button")}
        {confirmLink("reject", "button button--danger")}
        {confirmLink("cancel", "button button--danger")}
        {a.status === "DRAFT" ? (
          <Link to={wizardEditHref(a.id)} className="button button--secondary">
            EDIT
          </Link>
        ) : null}
        {CLOSED.includes(a.status) && a.isRepublishAllowed ? (
          <Form method="post" action={`/my-vehicles/${a.id}/confirm`} className="seller-panel__inline">
            <input type="hidden" name="action" value="edit" />
            <input type="hidden" name="version" value={a.version} />
            <button type="submit" className="button button--secondary">
              EDIT
            </button>
          </Form>
        ) : null}
        {confirmLink("delete", "button button--secondary")}
      </div>
    </div>
  );
}

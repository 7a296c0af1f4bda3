// A counter-offer move as a dialog on the detail (JavaScript only; decision 0184): the same steps
// as the page of its own, their words read from that page's loader, the move posted to its action
// (mode=dialog) through a fetcher. Loaded on the first move (offer-dialog-lazy.tsx).
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { OFFER_MESSAGES as M } from "~contract/messages/offers";
import { FetcherDialog } from "~/components/fetcher-dialog";
import type { DialogFormProps } from "~/components/dialog-form";
import { OFFER_TITLES, OfferConfirm, OfferReview, reviewing, type OfferAnswer, type OfferPage } from "./offer-form";
import { readOfferAction } from "./negotiation";
import type { FetchedDialogProps } from "~/components/lazy-dialog";

export interface OfferDialogProps extends FetchedDialogProps<OfferAnswer> {
  /** The page's address of the move (/auction/{id}/offer?move=...), as the panel's link or form gives it. */
  href: string;
  /** Open now; once opened it stays mounted, since its answer may come after the panel changed. */
  shown: boolean;
}

export function OfferDialog({ href, opening, shown, onClose, onDone }: OfferDialogProps) {
  const move = readOfferAction(new URL(href, "http://page").searchParams.get("move")) ?? "COUNTER";
  return (
    <FetcherDialog<OfferAnswer>
      opening={shown ? opening : 0}
      title={OFFER_TITLES[move]}
      titleId="offer-title"
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => <OfferSteps href={href} form={form} />}
    </FetcherDialog>
  );
}

/** One opening's steps: a fetcher of its own reads the page's loader, again for each price typed. */
function OfferSteps({ href, form }: { href: string; form: DialogFormProps }) {
  const loader = useFetcher<OfferPage>();
  const [url, setUrl] = useState(href);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === url) return;
    asked.current = url;
    loader.load(url);
  }, [url, loader]);
  const page = loader.state === "idle" ? loader.data : undefined;
  if (!page) return <p aria-busy="true">Loading…</p>;
  if (!page.allowed)
    return (
      <>
        <p role="alert">{M.NOT_YOUR_TURN}</p>
        <div className="bid-step__actions">{form.cancel}</div>
      </>
    );
  if (reviewing(page, page.amountError)) {
    const review = (amount: string) => {
      const next = new URL(url, window.location.origin);
      next.searchParams.set("amount", amount);
      setUrl(next.pathname + next.search);
    };
    return <OfferReview page={page} amountError={page.amountError} cancel={form.cancel} onReview={review} />;
  }
  return <OfferConfirm page={page} {...form} />;
}

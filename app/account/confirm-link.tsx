// A destructive action behind a question (spec 000: remove a location, remove an employee). The
// link opens the action's own confirmation page, which works without JavaScript (DESIGN "Working
// without JavaScript": modals are routes); with JavaScript the same question opens as a dialog
// that posts to that page's action.
import { Form, Link } from "@remix-run/react";
import { useRef } from "react";

interface ConfirmLinkProps {
  to: string;
  label: string;
  /** Accessible name when the visible label is short ("Remove" beside a row). */
  ariaLabel?: string;
  question: string;
  confirmLabel?: string;
}

export function ConfirmLink({ to, label, ariaLabel, question, confirmLabel = "Remove" }: ConfirmLinkProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Link
        to={to}
        className="button button--small button--danger"
        aria-label={ariaLabel}
        onClick={(event) => {
          if (!dialog.current?.showModal) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {label}
      </Link>
      <dialog ref={dialog} className="confirm-dialog" aria-label={question}>
        <p>{question}</p>
        <Form method="post" action={to} className="row" onSubmit={() => dialog.current?.close()}>
          <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="button button--danger">
            {confirmLabel}
          </button>
        </Form>
      </dialog>
    </>
  );
}

/** The confirmation page itself, for the route the link points at. */
export function ConfirmPage({
  question,
  cancelTo,
  confirmLabel = "Remove",
}: {
  question: string;
  cancelTo: string;
  confirmLabel?: string;
}) {
  return (
    <div className="card confirm-page">
      <h2>{question}</h2>
      <Form method="post" className="row">
        <Link to={cancelTo} className="button button--ghost">
          Cancel
        </Link>
        <button type="submit" className="button button--danger">
          {confirmLabel}
        </button>
      </Form>
    </div>
  );
}

// A destructive action behind a question (spec 000: remove a location, remove an employee). The
// link opens the action's own confirmation page, which works without JavaScript (DESIGN "Working
// without JavaScript": modals are routes); with JavaScript the same question opens as a dialog
// that posts to that page's action.
import { Form, Link } from "@remix-run/react";
import { forwardRef, useRef } from "react";

interface ConfirmLinkProps {
  to: string;
  label: string;
  /** Accessible name when the visible label is short ("Remove" beside a row). */
  ariaLabel?: string;
  question: string;
  confirmLabel?: string;
  /**
   * Inside another form, the dialog (a form of its own) must be rendered outside it, since forms do
   * not nest: give its id here and render <ConfirmDialog id=...> after the outer form.
   */
  dialogId?: string;
}

export function ConfirmLink({ to, label, ariaLabel, question, confirmLabel = "Remove", dialogId }: ConfirmLinkProps) {
  const own = useRef<HTMLDialogElement>(null);
  const dialog = () =>
    own.current ?? (dialogId ? (document.getElementById(dialogId) as HTMLDialogElement | null) : null);
  return (
    <>
      <Link
        to={to}
        className="button button--small button--danger"
        aria-label={ariaLabel}
        onClick={(event) => {
          const d = dialog();
          if (!d?.showModal) return;
          event.preventDefault();
          d.showModal();
        }}
      >
        {label}
      </Link>
      {dialogId ? null : <ConfirmDialog ref={own} to={to} question={question} confirmLabel={confirmLabel} />}
    </>
  );
}

/** The question as a dialog that posts to the confirmation page's action. */
export const ConfirmDialog = forwardRef<
  HTMLDialogElement,
  { id?: string; to: string; question: string; confirmLabel?: string }
>(function ConfirmDialog({ id, to, question, confirmLabel = "Remove" }, ref) {
  const close = (event: { currentTarget: HTMLElement }) => event.currentTarget.closest("dialog")?.close();
  return (
    <dialog ref={ref} id={id} className="confirm-dialog" aria-label={question}>
      <p>{question}</p>
      <Form method="post" action={to} className="row" onSubmit={close}>
        <button type="button" className="button button--ghost" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="button button--danger">
          {confirmLabel}
        </button>
      </Form>
    </dialog>
  );
});

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

// A destructive action behind a question (spec 000: remove a location, remove an employee). The
// link opens the action's own confirmation page, which works without JavaScript (DESIGN "Working
// without JavaScript": modals are routes); with JavaScript the same question opens as a dialog
// that posts to that page's action.
import { Form, Link } from "@remix-run/react";
import { useId, useState } from "react";
import { Modal } from "~/components/modal";

interface ConfirmLinkProps {
  to: string;
  label: string;
  /** Accessible name when the visible label is short ("Remove" beside a row). */
  ariaLabel?: string;
  question: string;
  confirmLabel?: string;
  /**
   * Inside another form, the dialog (a form of its own) must be rendered outside it, since forms do
   * not nest: the page then keeps which question is open, opens it here and renders <ConfirmDialog>
   * after the outer form.
   */
  onOpen?: () => void;
}

export function ConfirmLink({ to, label, ariaLabel, question, confirmLabel = "Remove", onOpen }: ConfirmLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        to={to}
        className="button button--small button--danger"
        aria-label={ariaLabel}
        onClick={(event) => {
          // Only a plain click opens the dialog; a new tab still gets the confirmation page.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          if (onOpen) onOpen();
          else setOpen(true);
        }}
      >
        {label}
      </Link>
      {onOpen ? null : (
        <ConfirmDialog
          open={open}
          onClose={() => setOpen(false)}
          to={to}
          question={question}
          confirmLabel={confirmLabel}
        />
      )}
    </>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  to: string;
  question: string;
  confirmLabel?: string;
}

/** The question as a dialog (the one Modal) that posts to the confirmation page's action. */
export function ConfirmDialog({ open, onClose, to, question, confirmLabel = "Remove" }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} title={question} titleId={titleId} onClose={onClose}>
      <Form method="post" action={to} className="row" onSubmit={onClose}>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button button--danger">
          {confirmLabel}
        </button>
      </Form>
    </Modal>
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

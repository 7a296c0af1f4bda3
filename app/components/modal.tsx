// The app's one modal: a native <dialog> shown with showModal() while `open` (so focus, Escape and
// the backdrop are the browser's), with its title and, where asked, a close button in the header.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";

interface ModalProps {
  open: boolean;
  title: string;
  titleId: string;
  className?: string;
  /** Escape, the close button, or the page closing it. */
  onClose: () => void;
  /** A × in the header (dialogs whose form has no cancel button of its own). */
  closeButton?: boolean;
  /** Keys pressed anywhere inside (the lightbox's arrows). */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

export function Modal({ open, title, titleId, className, onClose, closeButton, onKeyDown, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        {closeButton ? (
          <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        ) : null}
      </div>
      {children}
    </dialog>
  );
}

// A confirmation dialog whose form posts through a fetcher (the no-JavaScript page's action, with
// mode=dialog): shown while `opening` is set, a fresh fetcher per opening so an earlier answer
// never closes a new one, and the answer handed to the page before it closes.
import { useFetcher } from "@remix-run/react";
import type { DialogFormProps } from "./dialog-form";
import { useEffect, type ReactNode } from "react";
import { Modal } from "./modal";

interface FetcherDialogProps<T> {
  /** 0 while closed; each opening a new number. */
  opening: number;
  title: string;
  titleId: string;
  onClose: () => void;
  onDone: (answer: T) => void;
  /** The dialog's own way out, handed to the form beside its submit button. */
  cancelLabel?: string;
  /** The form, given the fetcher's Form to post with, whether it is busy and the cancel button. */
  children: (form: DialogFormProps) => ReactNode;
}

export function FetcherDialog<T>({ opening, title, titleId, ...body }: FetcherDialogProps<T>) {
  return (
    <Modal open={opening > 0} title={title} titleId={titleId} onClose={body.onClose}>
      {opening ? <FetcherBody key={opening} {...body} /> : null}
    </Modal>
  );
}

function FetcherBody<T>({
  onClose,
  onDone,
  cancelLabel = "CANCEL",
  children,
}: Omit<FetcherDialogProps<T>, "opening" | "title" | "titleId">) {
  const fetcher = useFetcher<T>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    onDone(fetcher.data as T);
    onClose();
  }, [fetcher.state, fetcher.data, onClose, onDone]);
  const cancel = (
    <button type="button" className="button button--secondary" onClick={onClose}>
      {cancelLabel}
    </button>
  );
  return <>{children({ FormComponent: fetcher.Form, dialog: true, busy: fetcher.state !== "idle", cancel })}</>;
}

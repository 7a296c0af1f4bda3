// A confirmation dialog whose form posts through a fetcher (the no-JavaScript page's action, with
// mode=dialog): shown while `opening` is set, a fresh fetcher per opening so an earlier answer
// never closes a new one, and the answer handed to the page before it closes.
import { useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

interface FetcherDialogProps<T> {
  /** 0 while closed; each opening a new number. */
  opening: number;
  title: string;
  titleId: string;
  onClose: () => void;
  onDone: (answer: T) => void;
  /** The form, given the fetcher to post with and whether it is busy. */
  children: (fetcher: FetcherWithComponents<T>, busy: boolean) => ReactNode;
}

export function FetcherDialog<T>({ opening, title, titleId, onClose, onDone, children }: FetcherDialogProps<T>) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opening && !dialog.open) dialog.showModal();
    if (!opening && dialog.open) dialog.close();
  }, [opening]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
      </div>
      {opening ? (
        <FetcherBody key={opening} onClose={onClose} onDone={onDone}>
          {children}
        </FetcherBody>
      ) : null}
    </dialog>
  );
}

function FetcherBody<T>({ onClose, onDone, children }: Omit<FetcherDialogProps<T>, "opening" | "title" | "titleId">) {
  const fetcher = useFetcher<T>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    onDone(fetcher.data as T);
    onClose();
  }, [fetcher.state, fetcher.data, onClose, onDone]);
  return <>{children(fetcher as FetcherWithComponents<T>, fetcher.state !== "idle")}</>;
}

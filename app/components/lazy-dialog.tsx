// A dialog fetched on first use, so its form code stays out of the page's first load (decision 0133's
// budgets). It stays mounted while `shown` holds: an answer often arrives after the revalidated page
// no longer offers the action that opened it.
import { lazy, Suspense, type ComponentType } from "react";

export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean,
): ComponentType<P> {
  // lazy() keeps the loaded component's props, but for a generic P TypeScript cannot resolve its
  // PropsWithRef<P> back to P (these function components take no ref), so it is named as loaded.
  const Dialog = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  return function LazyDialog(props: P) {
    if (!shown(props)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

/** Shown from the first opening on: each opening counts up and gives the form a fresh start. */
export const openedOnce = (props: { opening: number }) => props.opening > 0;

/** What every dialog that posts through a fetcher takes from its page (components/fetcher-dialog.tsx). */
export interface FetchedDialogProps<Answer> {
  /** 0 until first opened; each opening a new number. */
  opening: number;
  onClose: () => void;
  /** The answer, success or refusal, for the page to show. */
  onDone: (answer: Answer) => void;
}

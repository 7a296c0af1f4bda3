// The launch form shows only on ?step=launch, yet conform and the field kit it needs are 13 KB of
// the seller's detail page (over its 110 KB budget, issue 23). The server renders it in place, so
// the step's HTML is whole and posts without JavaScript; the browser fetches its chunk when the
// step renders (or when the dealer points at LAUNCH), and React hydrates the server's markup once
// it arrives.
import { lazy, Suspense, type ComponentProps } from "react";
import { LaunchForm as ServerLaunchForm } from "./launch-form-ssr.server";

const load = () => import("./launch-form-chunk");
const BrowserLaunchForm = lazy(() => load().then((m) => ({ default: m.LaunchForm })));

/** Starts fetching the form's chunk early, e.g. when the dealer's pointer reaches LAUNCH. */
export function preloadLaunchForm() {
  void load();
}

type Props = ComponentProps<typeof BrowserLaunchForm>;

export function LaunchFormLazy(props: Props) {
  const Form = typeof document === "undefined" ? ServerLaunchForm : BrowserLaunchForm;
  return (
    <Suspense fallback={<p className="muted">Loading the launch form…</p>}>
      <Form {...props} />
    </Suspense>
  );
}

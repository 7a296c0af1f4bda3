// Watch / Watching on a card and the detail (decision 0041): a plain POST form that works without
// JavaScript (the page comes back with a message); with JavaScript a fetcher posts it and the
// button shows the new state at once, put back if the call fails.
import { useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FROM_PARAM } from "./list-url";

export const WATCH_FIELD = "watch";

export type WatchActionData = { ok: true; watching: boolean } | { ok: false; message: string };

export function WatchButton({
  auctionId,
  watching,
  returnTo,
  className,
}: {
  auctionId: number;
  watching: boolean;
  /** Where the page goes back to after a post without JavaScript. */
  returnTo: string;
  className?: string;
}) {
  const fetcher = useFetcher<WatchActionData>();
  const hydrated = useHydrated();
  // Optimistic while the post is on its way; then the loaders' value (revalidated after it).
  const pending = fetcher.formData?.get(WATCH_FIELD);
  const shown = pending != null ? pending === "1" : watching;
  return (
    <fetcher.Form method="post" action={`/auction/${auctionId}/watch`} className={`watch-form ${className ?? ""}`}>
      <input type="hidden" name={FROM_PARAM} value={returnTo} />
      <input type="hidden" name={WATCH_FIELD} value={shown ? "0" : "1"} />
      {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
      <button
        type="submit"
        className={`button button--secondary watch-button${shown ? " watch-button--on" : ""}`}
        title={shown ? "Stop watching this auction" : "Follow this auction without bidding"}
      >
        <span aria-hidden="true">{shown ? "★" : "☆"}</span> {shown ? "WATCHING" : "WATCH"}
      </button>
      {fetcher.data && !fetcher.data.ok ? (
        <span className="field__error" role="alert">
          {fetcher.data.message}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

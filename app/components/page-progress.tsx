// The page-wide loader (spec 000 section 7: "A loader is shown around every call"): a thin bar at
// the top while a navigation, a form post or a fetcher waits for the server. It is React state,
// so it exists only with JavaScript; without it the browser's own loading indicator does the job.
import { useFetchers, useNavigation } from "@remix-run/react";

export function PageProgress() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  // Decorative: the page announces what changes itself; the bar only shows that something is on its way.
  return busy ? <div className="page-progress" data-state={navigation.state} aria-hidden="true" /> : null;
}

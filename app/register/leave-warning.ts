// Spec 000 section 2: leaving registration asks 'Are you sure you want to leave this page? ...'.
// With JavaScript only: in-app links ask with the spec's words (a Remix blocker); closing the tab or
// typing a new address gets the browser's own question (browsers no longer show custom text there).
// Moving between the steps (posts to the form's own path: /register, or /add-vehicle for the
// listing wizard) never asks: the draft is kept on the server.
import { useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { LEAVE_WARNING } from "~contract/messages/common";

/**
 * `savedKey` changes whenever what was typed has been saved (the wizard: its step and the draft's
 * version), so nothing is left to lose and leaving stops asking until the dealer types again.
 */
export function useLeaveWarning(stayPath = "/register", savedKey?: string): () => void {
  const [dirty, setDirty] = useState(false);
  useEffect(() => setDirty(false), [savedKey]);
  const blocker = useBlocker(({ nextLocation }) => dirty && !nextLocation.pathname.startsWith(stayPath));
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  return useCallback(() => setDirty(true), []);
}

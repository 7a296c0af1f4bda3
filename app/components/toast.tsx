// The one toast: how an action went, shown on the next page (a flash from the session) or, after a
// dialog, on the page itself (usePageToast). It needs no JavaScript at all: CSS fades it out after
// 4000 ms (spec 000 section 9) and its × is a checkbox whose :checked state hides it, so closing
// works before scripts load (decision 0087). The flash toast sits in the page flow under the
// header, so it never covers a control; the dialog one floats, as the dialog did.
import { useCallback, useEffect, useId, useState } from "react";
import { useLocation } from "@remix-run/react";
import type { Toast as ToastMessage } from "~/sessions/toast";

export const ALERT_DISPLAY_MS = 4000;

interface ToastProps {
  toast: ToastMessage;
  /** Over the page (after a dialog) rather than in its flow (after a redirect). */
  floating?: boolean;
}

export function Toast({ toast, floating }: ToastProps) {
  const closeId = useId();
  return (
    <div
      className={`alert alert--${toast.type} toast${floating ? " toast--floating" : ""}`}
      role={toast.type === "error" ? "alert" : "status"}
    >
      <span>{toast.message}</span>
      <input id={closeId} type="checkbox" className="toast__dismiss visually-hidden" aria-label="Close" />
      <label htmlFor={closeId} className="alert__close" aria-hidden="true">
        ×
      </label>
    </div>
  );
}

/**
 * The answer to an action taken in a dialog, shown on the page itself. A flash message would be
 * read by the first revalidation and then lost to the next one (a live event follows every bid).
 */
export function usePageToast() {
  const [toast, setToast] = useState<{ toast: ToastMessage; key: number } | null>(null);
  const show = useCallback(
    (next: ToastMessage) => setToast((prev) => ({ toast: next, key: (prev?.key ?? 0) + 1 })),
    [],
  );
  // A new key mounts a new element, so each answer gets its own 4 seconds.
  const element = toast ? <Toast key={toast.key} toast={toast.toast} floating /> : null;
  return { show, element };
}

/**
 * The flash toast of the page being shown, held for as long as the dealer stays on that page. With
 * JavaScript a live event revalidates the root loader within the toast's 4 seconds, and that second
 * read finds the flash already taken: without this the toast would vanish early.
 */
export function useHeldToast(toast: ToastMessage | null | undefined) {
  const { key } = useLocation();
  const [held, setHeld] = useState<{ key: string; toast: ToastMessage } | null>(null);
  useEffect(() => {
    if (toast) setHeld({ key, toast });
  }, [toast, key]);
  if (toast) return { key, toast };
  return held && held.key === key ? held : null;
}

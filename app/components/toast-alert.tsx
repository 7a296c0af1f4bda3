import { useEffect, useState } from "react";
import type { Toast } from "~/sessions/session.server";

export const ALERT_DISPLAY_MS = 4000;

/** A flash message; with JavaScript it closes itself after 4000 ms (spec 000 section 9). */
export function ToastAlert({ toast }: { toast: Toast }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    const id = setTimeout(() => setOpen(false), ALERT_DISPLAY_MS);
    return () => clearTimeout(id);
  }, [toast]);
  if (!open) return null;
  return (
    <div className={`alert alert--${toast.type}`} role={toast.type === "error" ? "alert" : "status"}>
      <span>{toast.message}</span>
      <button type="button" className="alert__close" aria-label="Close" onClick={() => setOpen(false)}>
        ×
      </button>
    </div>
  );
}

// The answer to an action taken in a dialog, shown on the page itself. A flash message would be
// read by the first revalidation and then lost to the next one (a live event follows every bid).
import { useCallback, useState } from "react";
import { ToastAlert } from "~/components/toast-alert";
import type { Toast } from "~/sessions/session.server";

export function usePageToast() {
  const [toast, setToast] = useState<{ toast: Toast; key: number } | null>(null);
  const show = useCallback((next: Toast) => setToast((prev) => ({ toast: next, key: (prev?.key ?? 0) + 1 })), []);
  const element = toast ? <ToastAlert key={toast.key} toast={toast.toast} /> : null;
  return { show, element };
}

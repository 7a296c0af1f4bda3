// The message an action leaves for the next page ("Search alert created successfully"), as the
// display component and the session both read it. Checked when read back from the cookie, so a
// stale or hand-made cookie can never put anything but a short message on the page.
import { z } from "zod";

export const TOAST_TYPES = ["success", "error", "info", "warning"] as const;

export const ToastSchema = z.object({
  type: z.enum(TOAST_TYPES),
  message: z.string().min(1).max(500),
});

export type Toast = z.infer<typeof ToastSchema>;

/** A toast read back from the session, or null when there is none or it is not one. */
export function parseToast(value: unknown): Toast | null {
  const parsed = ToastSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

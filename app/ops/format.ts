// Formatting for the ops screens: UK dates and pounds (DESIGN "Data": Europe/London, en-GB).
import { formatUkDateTime } from "~/utils/dates";

/** `dd/MM/yyyy HH:mm` in UK time (through Intl, decision 0132). */
export const ukDateTime = (iso: string) => formatUkDateTime(iso);

export const STATUS_CLASS: Record<string, string> = {
  ACTIVE: "status--success",
  PENDING: "status--warning",
  REJECTED: "status--danger",
  BLOCKED: "status--danger",
  BLOCKED_DUE_TO_PAYMENT: "status--danger",
};

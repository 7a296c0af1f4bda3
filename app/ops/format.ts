// Formatting for the ops screens: UK dates and pounds (DESIGN "Data": Europe/London, en-GB).
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

export function ukDateTime(iso: string): string {
  return format(new TZDate(iso, "Europe/London"), "dd/MM/yyyy HH:mm");
}

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
export const pounds = (pence: number) => gbp.format(pence / 100);

export const STATUS_CLASS: Record<string, string> = {
  ACTIVE: "status--success",
  PENDING: "status--warning",
  REJECTED: "status--danger",
  BLOCKED: "status--danger",
  BLOCKED_DUE_TO_PAYMENT: "status--danger",
};

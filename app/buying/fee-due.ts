// What a purchase will really cost this dealer's organisation (issue 22 item 4): the contract's fee
// rule (no fee while the free trial runs) on the trial end the access token carries.
import { useRouteLoaderData } from "@remix-run/react";
import { buyerFeeDueInPence } from "~contract/fees";
import type { HeaderUser } from "~/sessions/header-user";
import { formatPounds } from "~/auction/format";
import { formatUkDate } from "~/utils/dates";

export type FeeDue = { fee: string } | { freeUntil: string };

/** The fee a sale at `price` on `saleOn` (default now) charges, or until when the trial waives it. */
export function feeDue(price: number, freeTrialEndsOn: string | null, saleOn = new Date().toISOString()): FeeDue {
  const due = buyerFeeDueInPence(price, saleOn, freeTrialEndsOn);
  return due === 0 && freeTrialEndsOn ? { freeUntil: formatUkDate(freeTrialEndsOn) } : { fee: formatPounds(due) };
}

/** The signed-in organisation's free trial end, from the root loader's user. */
export function useFreeTrialEndsOn(): string | null {
  return useRouteLoaderData<{ user: HeaderUser | null }>("root")?.user?.freeTrialEndsOn ?? null;
}

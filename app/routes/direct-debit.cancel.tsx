// /direct-debit/cancel: Stripe's hosted checkout returns here when the visitor cancels or the bank
// details were declined.
import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { PAYMENT_MESSAGES as M } from "~contract/messages/payments";
import { DirectDebitPage } from "~/payments/dd-page";
import walletStyles from "~/styles/wallet.css";

export const handle = { hideHeader: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStyles }];
export const meta: MetaFunction = () => [{ title: "Direct Debit declined | Trade Auction" }];

export default function DirectDebitCancel() {
  return <DirectDebitPage title={M.ddCancelTitle} text={M.ddCancelText} tone="error" />;
}

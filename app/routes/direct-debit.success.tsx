// /direct-debit/success: Stripe's hosted checkout returns here once the mandate is set up; the
// mandate itself is recorded from Stripe's webhook (decision 0052).
import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { PAYMENT_MESSAGES as M } from "~contract/messages/payments";
import { DirectDebitPage } from "~/payments/dd-page";
import walletStyles from "~/styles/wallet.css";

export const handle = { hideHeader: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStyles }];
export const meta: MetaFunction = () => [{ title: "Direct Debit set up | Trade Auction" }];

export default function DirectDebitSuccess() {
  return <DirectDebitPage title={M.ddSuccessTitle} text={M.ddSuccessText} tone="success" />;
}

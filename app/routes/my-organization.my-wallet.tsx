// /my-organization/my-wallet, 'Payment Card' (spec 000 section 2; owners only, others go to the
// dashboard): the current method, the blocked-for-payment messages, the card form (Stripe Elements,
// loaded on this route only) and the way to Direct Debit through Stripe's hosted checkout.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { WalletCardFormSchema } from "~contract/payments";
import { PAYMENT_MESSAGES as M } from "~contract/messages/payments";
import { WALLET_INTENTS } from "~contract/payment-rules";
import { requireOwner } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { toastHeaders } from "~/sessions/flash.server";
import { errorMessage, failureOf, WALLET_PATH } from "~/api/error-messages";
import { loadFailure } from "~/api/load-failure.server";
import { WalletStatus } from "~/payments/wallet-status";
import { CardForm } from "~/payments/card-form";
import walletStyles from "~/styles/wallet.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStyles }];
export const meta: MetaFunction = () => [{ title: "Payment Card | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireOwner(request, context);
  const res = await viewerApi(request, context, viewer, "GET", "/account/organization-payment-method");
  // Spec 000 section 8: a 403 here shows the server's message as a warning.
  if (!res.ok) throw loadFailure(res);
  return data({ method: res.data });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireOwner(request, context);
  const form = await request.formData();
  const back = async (type: "success" | "error", message: string, to = WALLET_PATH) =>
    redirect(to, { headers: await toastHeaders(context, viewer, { type, message }) });

  if (form.get("intent") === WALLET_INTENTS.directDebit) {
    const res = await viewerApi(request, context, viewer, "GET", "/payment/direct-debit/checkout");
    if (!res.ok) return back("error", res.status === 503 ? M.notConfigured : M.checkoutFailed);
    return redirect(`/direct-debit/checkout?session_id=${encodeURIComponent(res.data.checkoutSessionId)}`);
  }
  const parsed = WalletCardFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const issues = parsed.error.flatten().fieldErrors;
    if (issues.cardholder) return data({ cardholderError: issues.cardholder[0] }, { status: 400 });
    return back("error", M.cardNeedsScript);
  }
  const res = await viewerApi(request, context, viewer, "PUT", "/account/refresh-credit-card", {
    body: { stripePaymentMethodId: parsed.data.stripePaymentMethodId },
  });
  if (!res.ok) return back("error", errorMessage(failureOf(res)));
  return back("success", res.data.message || M.cardUpdated);
}

export default function MyWallet() {
  const { method } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ cardholderError?: string }>();
  const configured = method.paymentsConfigured;
  return (
    <div className="wallet stack">
      <h1>Payment Card</h1>
      <WalletStatus method={method} />
      <CardForm enabled={configured} cardholderError={actionData?.cardholderError} />
      <Form method="post" className="card stack wallet__dd" aria-labelledby="wallet-dd">
        <h2 id="wallet-dd">Direct Debit</h2>
        <p>Pay fees from your business bank account by Bacs Direct Debit, set up on Stripe&apos;s secure page.</p>
        <input type="hidden" name="intent" value={WALLET_INTENTS.directDebit} />
        <button type="submit" className="button button--secondary" disabled={!configured}>
          Set up Direct Debit
        </button>
      </Form>
    </div>
  );
}

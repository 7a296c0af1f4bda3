// /direct-debit/checkout (spec 000 section 2): reads session_id and sends the owner to Stripe's
// hosted checkout for that session; without one it opens a new session first. Any failure goes back
// to the wallet with a message (spec 000 section 8, 'Checkout redirect failure').
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PAYMENT_MESSAGES as M } from "~contract/messages/payments";
import { requireOwner } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { toastHeaders } from "~/sessions/flash.server";
import { WALLET_PATH } from "~/api/error-messages";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireOwner(request, context);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  const res = await viewerApi(request, context, viewer, "GET", "/payment/direct-debit/checkout", {
    query: sessionId ? { session_id: sessionId } : {},
  });
  if (res.ok) return redirect(res.data.url);
  const message = res.status === 503 ? M.notConfigured : M.checkoutFailed;
  return redirect(WALLET_PATH, { headers: await toastHeaders(context, viewer, { type: "error", message }) });
}

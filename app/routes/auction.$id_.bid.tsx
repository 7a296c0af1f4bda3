// /auction/{id}/bid: placing a bid in two steps (spec 001 section 5.8). Pages of their own without
// JavaScript; the bid dialog posts to the same action with mode=dialog and gets data back. Two reads
// in all (decision 0095): the page asks the room for the terms (and D1 for the vehicle), the review
// asks the room for the minimum alone, and placing posts once and shows the room's answer.
import { bidFormSchema, IdempotencyKeySchema, parseWithZod } from "~/components/form/parse.server";
import {
  data,
  type AppLoadContext,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DialogFormPage, usePageForm } from "~/components/dialog-form";
import { ERROR_MESSAGES } from "~contract/messages/errors";
import { IDEMPOTENCY_KEY_FIELD, mintIdempotencyKey } from "~contract/bid-idempotency";
import { errorMessage, failureOf, isPaymentFailure, WALLET_PATH } from "~/api/error-messages";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireBuyer } from "~/sessions/guards.server";
import type { Viewer } from "~/sessions/viewer.server";
import { placeBid, retryAfterOf } from "~/buying/place-bid.server";
import { BID_RETRY_MESSAGE } from "~contract/messages/bidding";
import { BidAmountStep, BidConfirmStep, BID_INTENTS, type BidActionData } from "~/buying/bid-steps";
import { bidTargetOfTerms } from "~/buying/bid-target";
import { loadBidTerms, loadMinimumBid } from "~/buying/bid-terms.server";
import { auctionIdParam } from "~/auction/detail.server";
import { redirectWithToast, toastHeaders } from "~/sessions/flash.server";
import { FROM_PARAM, listPathFrom } from "~/auction/list-url";
import auctionStyles from "~/styles/auction.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: auctionStyles }];

export const meta: MetaFunction = () => [{ title: "Place a bid | Trade Auction" }];

/** A payment-blocked bidder goes to the wallet with 'Payment failed...' (spec 001 section 8). */
async function toWallet(context: AppLoadContext, viewer: Viewer) {
  const message = ERROR_MESSAGES.PAYMENT_FAILED;
  return redirect(WALLET_PATH, { headers: await toastHeaders(context, viewer, { type: "error", message }) });
}

/** A bid returns to the list it came from, or to the auction's detail. */
function returnPath(value: FormDataEntryValue | string | null, auctionId: number): string {
  const fallback = `/auction/${auctionId}`;
  const text = typeof value === "string" ? value : null;
  if (text?.startsWith(`${fallback}?`) || text === fallback) return text;
  return listPathFrom(text, fallback);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyer(request, context);
  const id = auctionIdParam(params.id);
  const terms = await loadBidTerms(request, context, viewer, id);
  // Blocked for payment: the spec's payment message and the way to the wallet (spec 001 section 8),
  // as a refused bid post does, rather than a form that can only be refused.
  if (terms.bidRefusal?.code === "PAYMENT_BLOCKED") throw await toWallet(context, viewer);
  const url = new URL(request.url);
  return {
    target: bidTargetOfTerms(terms),
    /** Why this dealer may not bid, in the policy's words (decision 0094); null when they may. */
    refusal: terms.bidRefusal?.message ?? null,
    returnTo: returnPath(url.searchParams.get(FROM_PARAM), id),
    // Minted with the form: a resubmitted page or a double click carries the same key.
    idempotencyKey: mintIdempotencyKey(),
  };
}

/** The form's key if it is a well-formed one, else a fresh one (a form from before keys existed). */
function keyOf(form: FormData): string {
  const parsed = IdempotencyKeySchema.safeParse(form.get(IDEMPOTENCY_KEY_FIELD));
  return parsed.success ? parsed.data : mintIdempotencyKey();
}

/** 503 (the API is shedding load) or no answer at all: the bid may be unplaced, so retry it as it is. */
const UNSURE_STATUSES = new Set([0, 502, 503, 504]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireBuyer(request, context);
  const id = auctionIdParam(params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  const dialog = form.get("mode") === "dialog";
  const returnTo = returnPath(form.get(FROM_PARAM), id);
  const idempotencyKey = keyOf(form);
  if (intent === BID_INTENTS.edit) {
    // A new amount may follow: it is a new bid with a key of its own.
    const amount = String(form.get("amount") ?? "");
    return data<BidActionData>({ step: "amount", lastResult: null, amount, idempotencyKey: mintIdempotencyKey() });
  }
  if (intent !== BID_INTENTS.review && intent !== BID_INTENTS.place)
    throw new Response("Unknown intent", { status: 400 });

  // The review step asks the room for the current minimum alone (a rival may have bid since the form
  // was shown); placing posts once and lets the room judge the amount, answering with its state.
  const terms = intent === BID_INTENTS.review ? await loadMinimumBid(request, context, viewer, id) : null;
  const submission = parseWithZod(form, { schema: bidFormSchema(terms?.minimumBidInPence ?? 0) });
  if (submission.status !== "success") {
    return data<BidActionData>({ step: "amount", lastResult: submission.reply(), idempotencyKey }, { status: 400 });
  }
  const amountInPence = submission.value.amount;
  const amount = String(form.get("amount"));
  if (terms?.bidRefusal) {
    const lastResult = submission.reply({ fieldErrors: { amount: [terms.bidRefusal.message] } });
    return data<BidActionData>({ step: "amount", lastResult, amount, idempotencyKey }, { status: 409 });
  }
  if (intent === BID_INTENTS.review) {
    return data<BidActionData>({
      step: "confirm",
      lastResult: submission.reply(),
      amount,
      amountInPence,
      idempotencyKey,
    });
  }

  const result = await placeBid(request, context, viewer, { auctionId: id, amountInPence }, idempotencyKey);
  if (result.ok) {
    // The room's answer goes with the message: the dialog's page applies it, and without JavaScript
    // the next page shows it over D1's copy, which may not have the bid yet (decision 0095).
    const { message, auction: state } = result.data;
    if (dialog) return data<BidActionData>({ step: "placed", message, state });
    viewer.session.flash("bidState", state);
    return redirectWithToast(context, viewer, returnTo, { type: "success", message });
  }
  const failure = failureOf(result);
  if (UNSURE_STATUSES.has(result.status)) {
    const retry = BID_RETRY_MESSAGE;
    return data<BidActionData>(
      { step: "confirm", lastResult: submission.reply(), amount, amountInPence, idempotencyKey, retry },
      { status: result.status || 503, headers: retryAfterOf(result.headers) },
    );
  }
  if (isPaymentFailure(failure)) throw await toWallet(context, viewer);
  // The server's reason goes under the input (spec 001 section 8, failed bid); nothing was placed,
  // so a corrected amount is a new bid with a new key.
  const message = errorMessage(failure);
  return data<BidActionData>(
    {
      step: "amount",
      lastResult: submission.reply({ fieldErrors: { amount: [message] } }),
      idempotencyKey: mintIdempotencyKey(),
    },
    { status: result.status },
  );
}

export default function BidPage() {
  const { target, refusal, returnTo, idempotencyKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const form = usePageForm(returnTo);
  return (
    <DialogFormPage title="Place a bid" refusal={refusal || null} backTo={returnTo}>
      {actionData?.step === "confirm" ? (
        <BidConfirmStep
          target={target}
          returnTo={returnTo}
          {...form}
          amount={actionData.amount}
          amountInPence={actionData.amountInPence}
          idempotencyKey={actionData.idempotencyKey}
          retry={actionData.retry}
        />
      ) : (
        <BidAmountStep
          target={target}
          returnTo={returnTo}
          {...form}
          lastResult={actionData?.step === "amount" ? actionData.lastResult : undefined}
          defaultAmount={actionData?.step === "amount" ? actionData.amount : undefined}
          idempotencyKey={actionData?.step === "amount" ? actionData.idempotencyKey : idempotencyKey}
        />
      )}
    </DialogFormPage>
  );
}

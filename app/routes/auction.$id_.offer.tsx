// /auction/{id}/offer?move=COUNTER|ACCEPT|DECLINE: the confirmation of a counter-offer move (issue 27
// part 1, decision 0167), for the seller's and the top bidder's sides. It names the plate, the price
// and the viewer's fee; CONFIRM posts to the API and goes back to the detail with the answer. A
// counter price the room would refuse is shown on its field, with what was typed kept.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OFFER_MESSAGES as M } from "~contract/messages/offers";
import { errorMessage, failureOf } from "~/api/error-messages";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireUser } from "~/sessions/guards.server";
import { headerUser } from "~/sessions/header-user";
import { viewerApi } from "~/sessions/viewer.server";
import { toastHeaders } from "~/sessions/flash.server";
import { auctionIdParam } from "~/auction/detail.server";
import { FROM_PARAM } from "~/auction/list-url";
import { formatAmount } from "~/auction/format";
import { offerReturnPath, readOfferAction } from "~/auction/negotiation";
import { loadEitherSide, offerPage } from "~/auction/offer-page.server";
import auctionStyles from "~/styles/auction.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: auctionStyles }];

export const meta: MetaFunction = () => [{ title: "Counter-offer | Trade Auction" }];

const TITLES = {
  COUNTER: "Send a counter-offer",
  ACCEPT: "Accept the counter-offer",
  DECLINE: "Decline the counter-offer",
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const id = auctionIdParam(params.id);
  const url = new URL(request.url);
  const move = readOfferAction(url.searchParams.get("move"));
  if (!move) throw new Response("Not Found", { status: 404 });
  const auction = await loadEitherSide(request, context, viewer, id);
  const returnTo = offerReturnPath(url.searchParams.get(FROM_PARAM), id);
  const trial = headerUser(viewer.claims).freeTrialEndsOn;
  return offerPage(auction, move, url.searchParams.get("amount") ?? "", returnTo, trial);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireUser(request, context);
  const id = auctionIdParam(params.id);
  const form = await request.formData();
  const move = readOfferAction(form.get("move"));
  const version = Number(form.get("version"));
  const amount = form.get("amountInPence");
  const amountInPence = move === "COUNTER" ? Number(amount) : undefined;
  if (
    !move ||
    !Number.isSafeInteger(version) ||
    (amountInPence !== undefined && !Number.isSafeInteger(amountInPence))
  ) {
    throw new Response("Bad request", { status: 400 });
  }
  const returnTo = offerReturnPath(form.get(FROM_PARAM), id);
  const plate = String(form.get("plate") ?? "");
  const result = await viewerApi(request, context, viewer, "POST", "/auction/{id}/offer", {
    params: { id },
    body: { version, action: move, amountInPence },
  });
  if (!result.ok) {
    const failure = failureOf(result);
    // The amount's refusal stays on this page, on its field, with the price typed kept.
    const fieldError = failure.fieldErrors?.amountInPence?.[0];
    if (result.status === 412 && fieldError) return json({ amountError: fieldError });
    return redirect(returnTo, {
      headers: await toastHeaders(context, viewer, { type: "error", message: errorMessage(failure) }),
    });
  }
  const price = formatAmount(result.data.wonBidPriceInPence ?? amountInPence ?? 0);
  const message =
    move === "COUNTER" ? M.sent(price, plate) : move === "ACCEPT" ? M.soldAt(price, plate) : M.declinedDone;
  return redirect(returnTo, { headers: await toastHeaders(context, viewer, { type: "success", message }) });
}

export default function OfferPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const amountError = answer?.amountError ?? page.amountError;
  const reviewing = page.move === "COUNTER" && (page.priceInPence === null || amountError !== null);
  const back = (
    <Link to={page.returnTo} className="button button--secondary">
      CANCEL
    </Link>
  );
  return (
    <section className="page narrow bid-page">
      <h1>{TITLES[page.move]}</h1>
      <div className="card">
        <p className="muted">{page.title}</p>
        {!page.allowed ? (
          <>
            <p>{M.NOT_YOUR_TURN}</p>
            <Link className="button" to={page.returnTo}>
              Back
            </Link>
          </>
        ) : reviewing ? (
          <Form method="get" className="bid-step" noValidate>
            <input type="hidden" name="move" value="COUNTER" />
            <input type="hidden" name={FROM_PARAM} value={page.returnTo} />
            <div className="field">
              <label htmlFor="offer-amount">{M.counterLabel}</label>
              <input
                id="offer-amount"
                name="amount"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={page.amountText}
                aria-invalid={amountError ? true : undefined}
                aria-describedby="offer-amount-error"
              />
              <p id="offer-amount-error" className="field__error" aria-live="polite">
                {amountError}
              </p>
            </div>
            <div className="bid-step__actions">
              {back}
              <button type="submit" className="button">
                {M.sendCounter}
              </button>
            </div>
          </Form>
        ) : (
          <Form method="post" className="bid-step">
            <input type="hidden" name="move" value={page.move} />
            <input type="hidden" name="version" value={page.version} />
            <input type="hidden" name="plate" value={page.plate} />
            <input type="hidden" name={FROM_PARAM} value={page.returnTo} />
            {page.move === "COUNTER" ? (
              <input type="hidden" name="amountInPence" value={page.priceInPence ?? ""} />
            ) : null}
            <p className="confirm__question">{page.question}</p>
            <p data-testid="offer-fee">{page.fee}</p>
            <div className="bid-step__actions">
              {back}
              <button
                type="submit"
                className={page.move === "DECLINE" ? "button button--danger" : "button"}
                disabled={busy}
              >
                {M.confirm}
              </button>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}

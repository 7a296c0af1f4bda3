// /ops/archive: ops bring one archived auction back into the live database (issue 26; decision
// 0159's restore, POST /api/ops/auctions/{id}/restoration). A plain form: the auction's number and
// a Restore button, so it works without JavaScript; a refusal is shown on the field, number kept.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";
import { OPS_MESSAGES } from "~contract/messages/ops";
import { opsAction, opsContext, redirectWithAnswer } from "~/ops/ops.server";
import { errorMessage, failureOf } from "~/api/error-messages";
import { Field, plainField } from "~/components/form";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await opsContext(request, context);
  return data(null);
}

interface RestoreAnswer {
  auctionId: string;
  error: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ops = await opsAction(request, context);
  const typed = String((await request.formData()).get("auctionId") ?? "").trim();
  const id = /^\d{1,15}$/.test(typed) ? Number(typed) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    return data<RestoreAnswer>({ auctionId: typed, error: OPS_MESSAGES.auctionNumberInvalid }, { status: 400 });
  }
  const result = await ops.api("POST", "/ops/auctions/{id}/restoration", { params: { id } });
  if (!result.ok) {
    const error = result.status === 404 ? OPS_MESSAGES.auctionNotFound : errorMessage(failureOf(result));
    return data<RestoreAnswer>({ auctionId: typed, error }, { status: result.status === 503 ? 503 : 400 });
  }
  return redirectWithAnswer(context, ops, "/ops/archive", result);
}

export default function OpsArchive() {
  const answer = useActionData<typeof action>();
  return (
    <div className="stack">
      <h1>Archived auctions</h1>
      <p className="small muted">
        Closed auctions move to the archive 30 days after they end; dealers still see them in their history. Restoring
        one brings its full vehicle record, photos, bids and notices back into the live database.
      </p>
      <Form method="post" noValidate className="stack">
        <Field
          label="Auction number"
          field={plainField("auctionId", answer?.auctionId ?? "", answer?.error, "restore-")}
          inputMode="numeric"
          autoComplete="off"
          typingLimit={15}
        />
        <div className="row">
          <SubmitButton>Restore</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

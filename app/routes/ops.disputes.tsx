// /ops/disputes: the disputes queue of the ops console (issue 27 item 3), undecided first; each
// undecided one carries its decision form. A refused decision (bad reduction) keeps what was typed.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { DisputeOutcome } from "~contract/disputes";
import { poundsToPence } from "~contract/money";
import { DISPUTE_MESSAGES } from "~contract/messages/disputes";
import { failureOf } from "~/api/error-messages";
import { OpsList } from "~/ops/ops-list";
import { DisputeDecisionForm, DisputeDetails, type DecisionReply } from "~/ops/dispute-decision";
import { dataOf, opsAction, opsContext, redirectWithAnswer } from "~/ops/ops.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ops = await opsContext(request, context);
  return dataOf(await ops.api("GET", "/ops/disputes", { query: {} }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ops = await opsAction(request, context);
  const form = await request.formData();
  const id = Number(form.get("id"));
  const values = {
    outcome: String(form.get("outcome") ?? ""),
    adjustment: String(form.get("adjustmentInPence") ?? ""),
    note: String(form.get("note") ?? ""),
  };
  const reply = (fieldErrors: Record<string, string[]>): DecisionReply => ({ id, values, fieldErrors });
  // The reduction is typed in pounds; the API takes pence.
  const pence = values.adjustment.trim() === "" ? undefined : poundsToPence(values.adjustment);
  const inPounds = [DISPUTE_MESSAGES.fields.adjustmentPounds];
  if (pence === null) return reply({ adjustmentInPence: inPounds });
  const result = await ops.api("POST", "/ops/disputes/{id}/decision", {
    params: { id },
    // Typed as an outcome, checked by the API's schema: an unknown one answers its field message.
    body: {
      outcome: values.outcome as DisputeOutcome,
      adjustmentInPence: values.outcome === "PARTIAL" ? pence : undefined,
      note: values.note || undefined,
    },
  });
  if (!result.ok && result.status === 412) {
    const errors = failureOf(result).fieldErrors ?? {};
    // The API words a missing or bad reduction in pence; this field was typed in pounds.
    if (errors.adjustmentInPence?.[0] === DISPUTE_MESSAGES.fields.adjustment) errors.adjustmentInPence = inPounds;
    return reply(errors);
  }
  return redirectWithAnswer(context, ops, "/ops/disputes", result);
}

export default function OpsDisputes() {
  const page = useLoaderData<typeof loader>();
  const reply = (useActionData<typeof action>() as DecisionReply | undefined) ?? null;
  return (
    <div className="stack">
      <h1>Disputes</h1>
      <OpsList
        items={page.content}
        empty="No disputes."
        details={(d) => <DisputeDetails d={d} />}
        actions={(d) => <DisputeDecisionForm d={d} reply={reply} />}
      />
    </div>
  );
}

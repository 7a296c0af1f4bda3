// /ops/fees: the fee settings the auction engine reads (decision 0017). Seller bands and the launch
// fee are edited in pounds; the buyer bands are fixed by spec 001 section 9 and shown read-only.
// Many amounts in one form, so it is checked on the server (poundsToPence) and answers its errors
// by field: it works the same without JavaScript.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";
import { formatPounds, penceToPoundsText, poundsToPence } from "~contract/money";
import { feeBandLabels } from "~contract/fee-bands";
import { OPS_MESSAGES } from "~contract/messages/ops";
import type { OpsFeeBand } from "~contract/dto/ops";
import { dataOf, opsAction, opsContext, redirectWithAnswer } from "~/ops/ops.server";
import { errorMessage, failureOf } from "~/api/error-messages";
import { TableHead, TableWrap } from "~/components/table-wrap";
import { ErrorList, MoneyField, plainField } from "~/components/form";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ops = await opsContext(request, context);
  return data(dataOf(await ops.api("GET", "/ops/fee-settings")), {});
}

interface FeesActionData {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ops = await opsAction(request, context);
  const form = await request.formData();
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const fees: { id: number; feeInPence: number }[] = [];
  for (const [name, value] of form) {
    const id = Number(name.replace(/^fee-/, ""));
    if (!name.startsWith("fee-") || !Number.isSafeInteger(id)) continue;
    values[name] = String(value);
    const pence = poundsToPence(String(value));
    if (pence === null) errors[name] = OPS_MESSAGES.feeInvalid;
    else fees.push({ id, feeInPence: pence });
  }
  if (Object.keys(errors).length || fees.length === 0) {
    return data<FeesActionData>({ values, errors }, { status: 400 });
  }
  const result = await ops.api("PUT", "/ops/fee-settings", { body: { fees } });
  if (!result.ok) {
    return data<FeesActionData>({ values, errors, formError: errorMessage(failureOf(result)) }, { status: 400 });
  }
  return redirectWithAnswer(context, ops, "/ops/fees", result);
}

function FeeInput({ band, label, answer }: { band: OpsFeeBand; label: string; answer?: FeesActionData }) {
  const name = `fee-${band.id}`;
  const field = plainField(name, answer?.values[name] ?? penceToPoundsText(band.feeInPence), answer?.errors[name], "");
  return <MoneyField label={label} hiddenLabel field={field} />;
}

export default function OpsFees() {
  const fees = useLoaderData<typeof loader>();
  const labels = feeBandLabels(fees.sellerBands);
  const answer = useActionData<typeof action>();
  return (
    <div className="stack">
      <h1>Fee settings</h1>
      <p className="small muted">
        Amounts in pounds, net of VAT. Changes apply to sales and launches from the moment you save; fees already
        charged stay.
      </p>
      <ErrorList errors={answer?.formError ? [answer.formError] : null} />
      <Form method="post" noValidate className="stack">
        <h2>Seller fee (on SOLD)</h2>
        <TableWrap label="Seller fee bands">
          <table className="ops-table stack-table">
            <TableHead columns={["Sale price", "Seller fee (£)", "Buyer fee (fixed)"]} />
            <tbody>
              {fees.sellerBands.map((band, i) => (
                <tr key={band.id}>
                  <td data-label="Sale price">{labels[i]}</td>
                  <td data-label="Seller fee (£)">
                    <FeeInput band={band} label={`Seller fee, sale price ${labels[i]}`} answer={answer} />
                  </td>
                  <td data-label="Buyer fee (fixed)">
                    {fees.buyerBands[i] ? formatPounds(fees.buyerBands[i].feeInPence) : "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        {fees.launchFee ? (
          <>
            <h2>Launch fee</h2>
            <p className="small">Charged from the fourth launch of a vehicle in one transaction.</p>
            <div className="ops-filters">
              <FeeInput band={fees.launchFee} label="Launch fee" answer={answer} />
            </div>
          </>
        ) : null}
        <div className="row">
          <SubmitButton>Save fee settings</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

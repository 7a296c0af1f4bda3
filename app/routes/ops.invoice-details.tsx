// /ops/invoice-details: the supplier's name, address and VAT registration number every invoice PDF
// carries (issue 22 item 7, decision 0113). Checked on the server with the contract's schema, so
// it works the same without JavaScript: field messages on the right field, nothing typed lost.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";
import { parseWithZod, SupplierDetailsSchema } from "~/components/form/parse.server";
import type { SupplierDetails } from "~contract/supplier";
import { OPS_MESSAGES } from "~contract/messages/ops";
import { ErrorList, Field, plainField, replyField, replyFormErrors } from "~/components/form";
import { errorMessage, failureOf } from "~/api/error-messages";
import { dataOf, opsAction, opsContext, redirectWithAnswer } from "~/ops/ops.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ops = await opsContext(request, context);
  return data({ saved: dataOf(await ops.api("GET", "/ops/invoice-details")) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ops = await opsAction(request, context);
  const submission = parseWithZod(await request.formData(), { schema: SupplierDetailsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await ops.api("PUT", "/ops/invoice-details", { body: submission.value });
  if (!result.ok) {
    const fieldErrors = result.status === 412 ? result.error.fieldErrors : undefined;
    const formErrors = fieldErrors ? undefined : [errorMessage(failureOf(result))];
    return data(submission.reply({ fieldErrors, formErrors }), { status: 400 });
  }
  return redirectWithAnswer(context, ops, "/ops/invoice-details", result);
}

const FIELDS: { name: keyof SupplierDetails; label: string; autoComplete?: string; hint?: string }[] = [
  { name: "name", label: "Supplier name", autoComplete: "organization" },
  { name: "address", label: "Address", autoComplete: "address-line1" },
  { name: "address2", label: "Address 2 (optional)", autoComplete: "address-line2" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "county", label: "County (optional)", autoComplete: "address-level1" },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
  { name: "vatNumber", label: "VAT registration number", hint: "e.g. GB 123 4567 89" },
  { name: "companyNumber", label: "Company number (optional)" },
  { name: "email", label: "Accounts email (optional)", autoComplete: "email" },
  { name: "phone", label: "Accounts phone (optional)", autoComplete: "tel" },
];

export default function OpsInvoiceDetails() {
  const { saved } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const field = (name: keyof SupplierDetails) =>
    reply ? replyField(reply, name, "supplier-") : plainField(name, saved?.[name] ?? "", null, "supplier-");
  return (
    <div className="stack">
      <h1>Invoice details</h1>
      <p className="small muted">
        The supplier on every VAT invoice: name, address and VAT registration number. Invoices downloaded after you save
        carry the new details.
      </p>
      {saved ? null : (
        <p className="alert alert--warning" role="status">
          {OPS_MESSAGES.supplierMissing}
        </p>
      )}
      <ErrorList errors={replyFormErrors(reply)} />
      {/* A new key after a save (no reply then): the inputs show the stored, normalised values. */}
      <Form
        key={reply ? "typed" : JSON.stringify(saved)}
        method="post"
        noValidate
        className="stack card"
        aria-label="Invoice details"
      >
        {FIELDS.map((f) => (
          <Field key={f.name} label={f.label} field={field(f.name)} autoComplete={f.autoComplete} hint={f.hint} />
        ))}
        <div className="row">
          <SubmitButton>Save invoice details</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

// /ops/organisations: every organisation by status, with its blocks (buying, selling, the whole
// organisation; decision 0034 says what each refuses) and a one-time sign-in link as its owner.
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { OPS_MESSAGES } from "~contract/messages/ops";
import type { OpsOrganization } from "~contract/dto/ops";
import { FilterForm } from "~/ops/filter-form";
import { ImpersonationResult, impersonate } from "~/ops/impersonation";
import { STATUS_CLASS, ukDateTime } from "~/ops/format";
import { ImpersonateForm, OpsList } from "~/ops/ops-list";
import { backTo, filteredList, opsAction, opsContext, redirectWithAnswer } from "~/ops/ops.server";

const STATUSES = [
  { value: "ACTIVE", label: "Active" },
  { value: "PENDING", label: "Pending" },
  { value: "BLOCKED", label: "Blocked" },
  { value: "ALL", label: "All" },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ops = await opsContext(request, context);
  const { items, ...filter } = await filteredList(request, STATUSES, (query) =>
    ops.api("GET", "/ops/organizations", { query }),
  );
  return { organizations: items, ...filter };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ops = await opsAction(request, context);
  const form = await request.formData();
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id)) throw new Response("Bad request", { status: 400 });
  if (form.get("intent") === "impersonate") return impersonate(ops, id);
  const body = {
    buyerBlocked: form.get("buyerBlocked") === "on",
    sellerBlocked: form.get("sellerBlocked") === "on",
    organizationBlocked: form.get("organizationBlocked") === "on",
  };
  const result = await ops.api("PUT", "/ops/organizations/{id}/blocks", { params: { id }, body });
  return redirectWithAnswer(
    context,
    ops,
    backTo(form.get("back"), "/ops/organisations"),
    result,
    OPS_MESSAGES.blocksSaved,
  );
}

export default function OpsOrganisations() {
  const { organizations, status, q, here } = useLoaderData<typeof loader>();
  const link = useActionData<typeof action>();
  return (
    <div className="stack">
      <h1>Organisations</h1>
      <ImpersonationResult result={link} />
      <FilterForm
        path="/ops/organisations"
        statuses={STATUSES}
        status={status}
        q={q}
        searchLabel="Trade name, company, VAT number or email"
      />
      <OpsList
        items={organizations}
        empty="No organisations match."
        details={(o) => (
          <>
            <h2 className="h3">
              {o.tradeName} <span className={STATUS_CLASS[o.status] ?? ""}>{o.status}</span>
            </h2>
            <p className="small">
              {o.officialCompanyName} · VAT {o.vatNumber} · {o.memberCount} member{o.memberCount === 1 ? "" : "s"} ·
              since {ukDateTime(o.createdOn)}
            </p>
            <p className="small">
              Owner: {o.owner ? `${o.owner.name} <${o.owner.email}> (${o.owner.status})` : "none"}
            </p>
            {o.owner && o.owner.status === "ACTIVE" ? (
              <ImpersonateForm memberId={o.owner.id}>Sign-in link as owner</ImpersonateForm>
            ) : null}
          </>
        )}
        actions={(o) => <BlocksForm organization={o} here={here} />}
      />
    </div>
  );
}

/** Buying, selling and the whole organisation (decision 0034 says what each block refuses). */
function BlocksForm({ organization: o, here }: { organization: OpsOrganization; here: string }) {
  return (
    <Form method="post" className="stack" aria-label={`Blocks of ${o.tradeName}`}>
      <input type="hidden" name="id" value={o.id} />
      <input type="hidden" name="back" value={here} />
      <fieldset className="ops-blocks">
        <legend className="small">Blocks</legend>
        <label className="checkbox">
          <input type="checkbox" name="buyerBlocked" defaultChecked={o.buyerBlocked} />
          <span>Buying</span>
        </label>
        <label className="checkbox">
          <input type="checkbox" name="sellerBlocked" defaultChecked={o.sellerBlocked} />
          <span>Selling</span>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            name="organizationBlocked"
            defaultChecked={o.status === "BLOCKED"}
            disabled={o.status !== "ACTIVE" && o.status !== "BLOCKED"}
          />
          <span>Whole organisation</span>
        </label>
      </fieldset>
      <button type="submit" className="button button--small button--secondary">
        Save blocks
      </button>
    </Form>
  );
}

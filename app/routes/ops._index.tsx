// /ops: the approval queue. Pending organisations (registration), pending employees and pending
// location / landline changes, each approved or rejected with one plain form (issue 12).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { OpsMember, OpsOrganization, OpsPendingChange } from "~contract/dto/ops";
import { ORGANIZATION_ROLE_LABELS, ORGANIZATION_ROLES } from "~contract/accounts";
import { DecisionForm } from "~/ops/decision-form";
import { ukDateTime } from "~/ops/format";
import { dataOf, opsAction, opsContext, redirectWithAnswer } from "~/ops/ops.server";
import { postDecision } from "~/ops/decision.server";
import { isDecisionKind } from "~/ops/decision-kinds";
import { OpsList } from "~/ops/ops-list";
import type { ReactNode } from "react";

interface QueueData {
  organizations: OpsOrganization[];
  members: OpsMember[];
  changes: OpsPendingChange[];
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ops = await opsContext(request, context);
  const [organizations, members, changes] = await Promise.all([
    ops.api("GET", "/ops/organizations", { query: { status: "PENDING" } }),
    ops.api("GET", "/ops/members", { query: { status: "PENDING" } }),
    ops.api("GET", "/ops/pending-changes"),
  ]);
  const orgs = dataOf(organizations);
  // The owner of a pending organisation is decided with it, so they are not listed twice.
  const pendingOrgIds = new Set(orgs.map((o) => o.id));
  const employees = dataOf(members).filter(
    (m) => !(m.isOwner && m.organizationId !== null && pendingOrgIds.has(m.organizationId)),
  );
  const body: QueueData = { organizations: orgs, members: employees, changes: dataOf(changes) };
  return data(body);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ops = await opsAction(request, context);
  const form = await request.formData();
  const kind = form.get("kind");
  if (!isDecisionKind(kind)) throw new Response("Bad request", { status: 400 });
  return redirectWithAnswer(context, ops, "/ops", await postDecision(ops, kind, form));
}

const roles = (m: OpsMember) =>
  [
    m.isOwner && "Owner",
    m.isBuyer && "Buyer",
    m.isSeller && "Seller",
    m.isTransactionAcceptor && "Transaction acceptor",
  ]
    .filter(Boolean)
    .join(", ");

/** The dealership's roles in the words registration used (spec 000 section 3). */
const organizationRoles = (o: OpsOrganization) =>
  ORGANIZATION_ROLES.filter(
    (r) => ({ BUYER: o.isBuyer, SELLER: o.isSeller, TRANSACTION_MANAGEMENT: o.isTransactionManagement })[r],
  )
    .map((r) => ORGANIZATION_ROLE_LABELS[r])
    .join(", ") || "no roles";

function Queue({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="stack">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export default function OpsQueue() {
  const { organizations, members, changes } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <h1>Approval queue</h1>
      <Queue id="q-orgs" title={`Organisations waiting for verification (${organizations.length})`}>
        <OpsList
          items={organizations}
          empty="No organisations are waiting."
          details={(o) => (
            <>
              <h3>{o.tradeName}</h3>
              <p className="small">
                {o.officialCompanyName} · VAT {o.vatNumber}
                {o.companyRegisterNumber ? ` · Company ${o.companyRegisterNumber}` : ""} ·{" "}
                {o.dealerType === "FRANCHISED_DEALER" ? "Franchised" : "Independent"}
              </p>
              <p className="small">
                Owner: {o.owner ? `${o.owner.name} <${o.owner.email}>` : "none"} · {organizationRoles(o)} · registered{" "}
                {ukDateTime(o.createdOn)}
              </p>
            </>
          )}
          actions={(o) => <DecisionForm kind="organization" id={o.id} label={o.tradeName} />}
        />
      </Queue>
      <Queue id="q-members" title={`Employees waiting for verification (${members.length})`}>
        <OpsList
          items={members}
          empty="No employees are waiting."
          details={(m) => (
            <>
              <h3>
                {m.firstName} {m.lastName}
              </h3>
              <p className="small">
                {m.email} · {m.tradeName ?? "no organisation"} · {roles(m) || "no roles"} · added{" "}
                {ukDateTime(m.createdOn)}
              </p>
            </>
          )}
          actions={(m) => <DecisionForm kind="member" id={m.id} label={`${m.firstName} ${m.lastName}`} />}
        />
      </Queue>
      <Queue id="q-changes" title={`Location and landline changes (${changes.length})`}>
        <OpsList
          items={changes}
          empty="No changes are waiting."
          details={(c) => (
            <>
              <h3>{c.tradeName}</h3>
              <p className="small">
                <strong>New:</strong> {c.summary}
              </p>
              {c.current ? (
                <p className="small">
                  <strong>Now:</strong> {c.current}
                </p>
              ) : null}
              <p className="small muted">Asked {ukDateTime(c.createdOn)}</p>
            </>
          )}
          actions={(c) => (
            <DecisionForm kind="change" id={c.id} label={`${c.tradeName} ${c.kind.toLowerCase()} change`} />
          )}
        />
      </Queue>
    </div>
  );
}

// /ops: the approval queue. Pending organisations (registration), pending employees and pending
// location / landline changes, each approved or rejected with one plain form (issue 12).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { OpsMember, OpsOrganization, OpsPendingChange } from "~contract/dto/ops";
import { ORGANIZATION_ROLE_LABELS, ORGANIZATION_ROLES } from "~contract/accounts";
import { DecisionForm } from "~/ops/decision-form";
import { ukDateTime } from "~/ops/format";
import { dataOf, opsAction, opsContext, redirectWithAnswer } from "~/ops/ops.server";

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

const PATHS = { organization: "organizations", member: "members", change: "pending-changes" } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const ops = await opsAction(request, context);
  const form = await request.formData();
  const kind = String(form.get("kind")) as keyof typeof PATHS;
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  if (!(kind in PATHS) || (intent !== "approve" && intent !== "reject") || !Number.isSafeInteger(id)) {
    throw new Response("Bad request", { status: 400 });
  }
  const reason = String(form.get("reason") ?? "").trim();
  const result = await ops.api(
    "POST",
    `/ops/${PATHS[kind]}/{id}/${intent === "approve" ? "approval" : "rejection"}` as const,
    {
      params: { id },
      body: reason ? { reason } : {},
    },
  );
  return redirectWithAnswer(context, ops, "/ops", result);
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

export default function OpsQueue() {
  const { organizations, members, changes } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <h1>Approval queue</h1>
      <section aria-labelledby="q-orgs" className="stack">
        <h2 id="q-orgs">Organisations waiting for verification ({organizations.length})</h2>
        {organizations.length === 0 ? <p className="muted">No organisations are waiting.</p> : null}
        <ul className="ops-list">
          {organizations.map((o) => (
            <li key={o.id} className="card ops-item">
              <div className="ops-item__main">
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
              </div>
              <DecisionForm kind="organization" id={o.id} label={o.tradeName} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="q-members" className="stack">
        <h2 id="q-members">Employees waiting for verification ({members.length})</h2>
        {members.length === 0 ? <p className="muted">No employees are waiting.</p> : null}
        <ul className="ops-list">
          {members.map((m) => (
            <li key={m.id} className="card ops-item">
              <div className="ops-item__main">
                <h3>
                  {m.firstName} {m.lastName}
                </h3>
                <p className="small">
                  {m.email} · {m.tradeName ?? "no organisation"} · {roles(m) || "no roles"} · added{" "}
                  {ukDateTime(m.createdOn)}
                </p>
              </div>
              <DecisionForm kind="member" id={m.id} label={`${m.firstName} ${m.lastName}`} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="q-changes" className="stack">
        <h2 id="q-changes">Location and landline changes ({changes.length})</h2>
        {changes.length === 0 ? <p className="muted">No changes are waiting.</p> : null}
        <ul className="ops-list">
          {changes.map((c) => (
            <li key={c.id} className="card ops-item">
              <div className="ops-item__main">
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
              </div>
              <DecisionForm kind="change" id={c.id} label={`${c.tradeName} ${c.kind.toLowerCase()} change`} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

// /ops/members: members by status with search; pending ones are approved or rejected here too,
// active ones can be signed in as with a one-time link (support, issue 12).
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DecisionForm } from "~/ops/decision-form";
import { FilterForm } from "~/ops/filter-form";
import { ImpersonationResult, impersonate } from "~/ops/impersonation";
import { STATUS_CLASS, ukDateTime } from "~/ops/format";
import { ImpersonateForm, OpsList } from "~/ops/ops-list";
import { postDecision } from "~/ops/decision.server";
import { backTo, filteredList, opsAction, opsContext, redirectWithAnswer } from "~/ops/ops.server";

const STATUSES = [
  { value: "ACTIVE", label: "Active" },
  { value: "PENDING", label: "Pending" },
  { value: "REJECTED", label: "Rejected" },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ops = await opsContext(request, context);
  const { items, ...filter } = await filteredList(request, STATUSES, (query) =>
    ops.api("GET", "/ops/members", { query }),
  );
  return { members: items, ...filter };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ops = await opsAction(request, context);
  const form = await request.formData();
  if (form.get("intent") === "impersonate") return impersonate(ops, Number(form.get("id")));
  const result = await postDecision(ops, "member", form);
  return redirectWithAnswer(
    context,
    ops,
    backTo(form.get("back") ?? new URL(request.url).pathname + new URL(request.url).search, "/ops/members"),
    result,
  );
}

export default function OpsMembers() {
  const { members, status, q } = useLoaderData<typeof loader>();
  const link = useActionData<typeof action>();
  return (
    <div className="stack">
      <h1>Members</h1>
      <ImpersonationResult result={link} />
      <FilterForm
        path="/ops/members"
        statuses={STATUSES}
        status={status}
        q={q}
        searchLabel="Name, email or trade name"
      />
      <OpsList
        items={members}
        empty="No members match."
        details={(m) => (
          <>
            <h2 className="h3">
              {m.firstName} {m.lastName} <span className={STATUS_CLASS[m.status] ?? ""}>{m.status}</span>
            </h2>
            <p className="small">
              {m.email} · {m.tradeName ?? "no organisation"}
              {m.isOwner ? " · Owner" : ""} · since {ukDateTime(m.createdOn)}
            </p>
          </>
        )}
        actions={(m) =>
          m.status === "PENDING" ? (
            <DecisionForm kind="member" id={m.id} label={`${m.firstName} ${m.lastName}`} />
          ) : m.status === "ACTIVE" ? (
            <ImpersonateForm memberId={m.id} label={`Sign-in link as ${m.firstName} ${m.lastName}`}>
              Sign-in link
            </ImpersonateForm>
          ) : null
        }
      />
    </div>
  );
}

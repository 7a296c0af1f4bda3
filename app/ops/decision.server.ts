// An approve/reject decision of the console (the queue and the members page post the same form):
// the pressed button says which, the optional reason goes to the audit log and the rejection email.
import { DECISION_PATHS, type DecisionKind } from "./decision-kinds";
import type { OpsCall } from "./ops.server";

export async function postDecision(ops: OpsCall, kind: DecisionKind, form: FormData) {
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  if ((intent !== "approve" && intent !== "reject") || !Number.isSafeInteger(id)) {
    throw new Response("Bad request", { status: 400 });
  }
  const reason = String(form.get("reason") ?? "").trim();
  const path = `/ops/${DECISION_PATHS[kind]}/{id}/${intent === "approve" ? "approval" : "rejection"}` as const;
  return ops.api("POST", path, { params: { id }, body: reason ? { reason } : {} });
}

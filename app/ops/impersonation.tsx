// The one-time sign-in link of the ops console: the action asks the API for it and the page shows
// it once (it is not stored anywhere the browser can read again). Works without JavaScript: the
// action answers the link as data and the page renders it.
import { data } from "@remix-run/cloudflare";
import { OPS_MESSAGES } from "~contract/messages/ops";
import { errorMessage, failureOf } from "~/api/error-messages";
import type { OpsCall } from "./ops.server";
import { ukDateTime } from "./format";

export type ImpersonationActionData = { ok: true; url: string; expiresOn: string } | { ok: false; message: string };

export async function impersonate(ops: OpsCall, memberId: number) {
  if (!Number.isSafeInteger(memberId)) throw new Response("Bad request", { status: 400 });
  const result = await ops.api("POST", "/ops/members/{id}/impersonation", { params: { id: memberId } });
  const body: ImpersonationActionData = result.ok
    ? { ok: true, ...result.data }
    : { ok: false, message: errorMessage(failureOf(result)) };
  return data(body, { status: result.ok ? 200 : result.status });
}

export function ImpersonationResult({ result }: { result: ImpersonationActionData | undefined }) {
  if (!result) return null;
  if (!result.ok) {
    return (
      <div className="alert alert--error inline-alert" role="alert">
        {result.message}
      </div>
    );
  }
  return (
    <div className="alert alert--success inline-alert stack" role="status">
      <p>
        {OPS_MESSAGES.linkCreated} Expires {ukDateTime(result.expiresOn)}. Open it in a private window to keep this
        session.
      </p>
      <p className="ops-link">
        <a href={result.url} data-testid="impersonation-link">
          {result.url}
        </a>
      </p>
    </div>
  );
}

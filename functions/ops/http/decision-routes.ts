// The approve and reject pair every ops queue has (members, organisations, pending changes):
// POST {path}/{id}/approval and {path}/{id}/rejection, each with an optional reason, answered
// `{ ok, message }`. The queue gives its words and its decide(c, approve); the routes are the same.
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import type { ErrorCode } from "../../contract/error-codes";
import { DecisionSchema, IdParams } from "../../contract/ops";

export const OPS_TAGS = ["ops"];
export const OK_ANSWER = z.object({ ok: z.literal(true), message: z.string() });

interface Decisions {
  /** The queue's path, e.g. /ops/members. */
  path: string;
  approval: { summary: string; errors: ErrorCode[] };
  rejection: { summary: string; errors: ErrorCode[] };
  decide: (c: ApiContext, approve: boolean) => Promise<Response>;
}

export function decisionRoutes({ path, approval, rejection, decide }: Decisions): Route[] {
  return [
    { ...approval, verb: "approval", approve: true },
    { ...rejection, verb: "rejection", approve: false },
  ].map(({ summary, errors, verb, approve }) => ({
    method: "POST",
    path: `${path}/{id}/${verb}`,
    access: "member",
    summary,
    tags: OPS_TAGS,
    errors,
    request: { params: IdParams, body: DecisionSchema },
    responses: { 200: OK_ANSWER },
    handler: (c: ApiContext) => decide(c, approve),
  }));
}

// The approve and reject pair every ops queue has (members, organisations, pending changes):
// POST {path}/{id}/approval and {path}/{id}/rejection, each with an optional reason, answered
// `{ ok, message }`. The queue gives its words and its decide(c, decision); the routes, the check
// that the caller is ops, the reading of the id and the reason, and the answer are the same.
// A queue with a filtered list (members, organisations) gives it too: GET {path}?status=&q=.
import type { UnknownKeysParam, ZodObject, ZodRawShape, ZodTypeAny } from "zod";
import type { ApiContext, Route } from "../../api/types";
import type { Db } from "../../db/client";
import { json, parseBody, parseQuery } from "../../api/http";
import { idParam } from "./guard";
import { OK_ANSWER, opsRoute } from "./ops-route";
import type { ErrorCode } from "../../contract/error-codes";
import type { OpsAction } from "../../contract/messages/ops";
import { auditInsert, type AuditTarget } from "../audit";
import { DecisionSchema, IdParams } from "../../contract/ops";

/** One decision of ops on one item of a queue; the reason is absent when none was typed. */
export interface Decision {
  id: number;
  approve: boolean;
  reason?: string;
}

/** A decision's audit row: the queue's action for approval or rejection, with the reason given. */
export function decisionAudit(
  c: ApiContext,
  { id, approve, reason }: Decision,
  type: AuditTarget["type"],
  [approved, rejected]: [OpsAction, OpsAction],
  detail: Record<string, unknown>,
) {
  return auditInsert(c.db, c.caller, approve ? approved : rejected, { type, id }, { ...detail, reason });
}

/** What a route of the pair says: its summary, its refusals and the answer's message when done. */
interface Verdict {
  summary: string;
  errors: ErrorCode[];
  message: string;
}

interface Decisions {
  /** The queue's path, e.g. /ops/members. */
  path: string;
  approval: Verdict;
  rejection: Verdict;
  decide: (c: ApiContext, decision: Decision) => Promise<void>;
  list?: QueueList;
}

interface QueueList {
  summary: string;
  /** Output { status, q? }: the statuses the list offers and the search words. */
  query: ZodObject<ZodRawShape, UnknownKeysParam, ZodTypeAny, { status: string; q?: string }>;
  answer: ZodTypeAny;
  load: (db: Db, status: string, q?: string) => Promise<unknown>;
}

function listRoute(path: string, { summary, query, answer, load }: QueueList): Route {
  return opsRoute({
    method: "GET",
    path,
    summary,
    responses: { 200: answer },
    request: { query },
    handler: async (c) => {
      const { status, q } = parseQuery(c.url, query);
      return json(await load(c.db, status, q));
    },
  });
}

export function decisionRoutes({ path, approval, rejection, decide, list }: Decisions): Route[] {
  return [...(list ? [listRoute(path, list)] : []), ...decisions(path, approval, rejection, decide)];
}

function decisions(
  path: string,
  approval: Decisions["approval"],
  rejection: Decisions["rejection"],
  decide: Decisions["decide"],
): Route[] {
  return [
    { ...approval, verb: "approval", approve: true },
    { ...rejection, verb: "rejection", approve: false },
  ].map(({ summary, errors, message, verb, approve }) =>
    opsRoute({
      method: "POST",
      path: `${path}/{id}/${verb}`,
      summary,
      errors,
      request: { params: IdParams, body: DecisionSchema },
      responses: { 200: OK_ANSWER },
      handler: async (c: ApiContext) => {
        const id = idParam(c);
        const { reason } = await parseBody(c.request, DecisionSchema);
        await decide(c, { id, approve, reason: reason || undefined });
        return json({ ok: true, message });
      },
    }),
  );
}

// The approve and reject pair every ops queue has (members, organisations, pending changes):
// POST {path}/{id}/approval and {path}/{id}/rejection, each with an optional reason, answered
// `{ ok, message }`. The queue gives its words and its decide(c, approve); the routes are the same.
// A queue with a filtered list (members, organisations) gives it too: GET {path}?status=&q=.
import { z, type UnknownKeysParam, type ZodObject, type ZodRawShape, type ZodTypeAny } from "zod";
import type { ApiContext, Route } from "../../api/types";
import type { Db } from "../../db/client";
import { json, parseQuery } from "../../api/http";
import { requireSuperAdmin } from "./guard";
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
  return {
    method: "GET",
    path,
    access: "member",
    summary,
    tags: OPS_TAGS,
    responses: { 200: answer },
    request: { query },
    handler: async (c) => {
      requireSuperAdmin(c);
      const { status, q } = parseQuery(c.url, query);
      return json(await load(c.db, status, q));
    },
  };
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

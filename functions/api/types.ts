// The shapes every API route is written against: the route table entry and the context its
// handler gets. Its own file so domain route files import types from here and router.ts imports
// the domains' routes, with no arrow pointing back (decision 0022).
import type { AnyZodObject, ZodTypeAny } from "zod";
import type { Env } from "../env";
import type { Caller } from "./auth-context";
import type { MemberRead } from "./auth-in-batch";
import type { Db } from "../db/client";
import type { Clock } from "../clock";
import type { ErrorCode } from "../contract/error-codes";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface ApiContext<P extends Record<string, string> = Record<string, string>> {
  request: Request;
  url: URL;
  env: Env;
  ctx: ExecutionContext;
  db: Db;
  params: P;
  clock: Clock;
  /** The signed-in member; present on every route that is not `public`. */
  caller: Caller;
  /** Client address for rate limits. */
  ip: string;
  /**
   * `memberInBatch` routes: the member's read for the handler's own D1 batch, which confirms the
   * caller (decision 0267); null when this page request had already authenticated the token.
   */
  memberRead?: MemberRead | null;
}

export type Access = "public" | "optional" | "member";

/** What a route takes, as zod schemas: the OpenAPI document is generated from these. */
export interface RouteInput {
  /** Path parameters; documentation only (handlers answer 404 for an id that names nothing). */
  params?: AnyZodObject;
  /** Query string, checked by the router (412 VALIDATION_FAILED) before the handler runs. */
  query?: AnyZodObject;
  /** JSON body, checked by the router (412 VALIDATION_FAILED) before the handler runs. */
  body?: ZodTypeAny;
  /** A `multipart/form-data` body (file uploads): documentation only, the handler reads the form. */
  multipart?: AnyZodObject;
  /** The body may be left out (logout: always 200, whatever it is sent). */
  bodyOptional?: true;
  /**
   * The handler checks the input itself, because its schema depends on the caller (launch form) or
   * the spec fixes another answer for bad input (bid: 400, impersonation: invalid link, logout: 200).
   */
  checkedByHandler?: true;
}

export interface Route {
  method: Method;
  /** Literal segments and `{name}` parameters, e.g. `/auction/{id}/bids`. */
  path: string;
  access: Access;
  /**
   * Authenticate from the token plus the member cache (decision 0049): the member's status and roles
   * may be up to MEMBER_CACHE_TTL_MS stale. Only for the bid path, where a D1 read per call is the cost.
   */
  memberCache?: true;
  /**
   * The handler reads the member in its own D1 batch (`c.memberRead`, decision 0267), so the call
   * costs one round trip. Only for `member` routes that write nothing and have no `guard`: until the
   * batch confirms it, the caller holds only what the token says.
   */
  memberInBatch?: true;
  /**
   * A role check the router makes before it checks the input, so a caller without the role learns
   * nothing of the body's rules (403, not 412 field errors): ops routes (./super-admin).
   */
  guard?: (c: Pick<ApiContext, "caller">) => void;
  /**
   * Mounted only in test mode (`isTestMode`: tests and the benchmark) or only outside production
   * (the dev mailbox). Unmounted routes answer 404 and are absent from the OpenAPI document.
   */
  only?: "test" | "non-production";
  summary?: string;
  /** Longer prose for the OpenAPI document, after the summary (what it is for, its rules). */
  description?: string;
  tags?: string[];
  /**
   * The error codes this route answers beyond those its traits imply (auth, input, path ids; see
   * functions/api/openapi-errors.ts): each is documented under its status from the catalogue.
   */
  errors?: readonly ErrorCode[];
  /** Statuses answered without an errorCode beyond those the traits imply (e.g. a plain 409). */
  statuses?: readonly (400 | 401 | 403 | 404 | 409 | 503)[];
  /** An answer that is not the JSON envelope: an event stream (each event's `data`) or a PDF. */
  answers?: { eventStream: ZodTypeAny } | { pdf: true } | { raw: ZodTypeAny };
  request?: RouteInput;
  /** Schemas of `data` in the success envelope, by status (normally just 200). */
  responses?: Partial<Record<200 | 201 | 302, ZodTypeAny>>;
  handler: (c: ApiContext) => Promise<Response> | Response;
}

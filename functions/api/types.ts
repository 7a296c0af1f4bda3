// The shapes every API route is written against: the route table entry and the context its
// handler gets. Its own file so domain route files import types from here and router.ts imports
// the domains' routes, with no arrow pointing back (decision 0022).
import type { Env } from "../env";
import type { Caller } from "./auth-context";
import type { Db } from "../db/client";
import type { Clock } from "../clock";

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
}

export type Access = "public" | "optional" | "member";

export interface Route {
  method: Method;
  /** Literal segments and `{name}` parameters, e.g. `/auction/{id}/bids`. */
  path: string;
  access: Access;
  handler: (c: ApiContext) => Promise<Response> | Response;
}

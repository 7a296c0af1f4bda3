// The REST API under /api. Each domain exports a list of routes; this file mounts the ones the
// environment allows, matches the request, authenticates the caller, checks the declared input
// schemas and turns thrown errors into the error envelope.
import type { AnyZodObject, ZodTypeAny } from "zod";
import type { Env } from "../env";
import { ApiError, errorResponse, notFound, readJson, validate } from "./http";
import { authenticate, type Caller } from "./auth-context";
import { mountedRoutes } from "./routes";
import { getDb, type Db } from "../db/client";
import { createClock, type Clock } from "../clock";
import { isTestMode } from "../env";

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

/** What a route takes, as zod schemas: the OpenAPI document is generated from these. */
export interface RouteInput {
  /** Path parameters; documentation only (handlers answer 404 for an id that names nothing). */
  params?: AnyZodObject;
  /** Query string, checked by the router (412 VALIDATION_FAILED) before the handler runs. */
  query?: AnyZodObject;
  /** JSON body, checked by the router (412 VALIDATION_FAILED) before the handler runs. */
  body?: ZodTypeAny;
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
   * Mounted only in test mode (`isTestMode`: tests and the benchmark) or only outside production
   * (the dev mailbox). Unmounted routes answer 404 and are absent from the OpenAPI document.
   */
  only?: "test" | "non-production";
  summary?: string;
  tags?: string[];
  request?: RouteInput;
  /** Schemas of `data` in the success envelope, by status (normally just 200). */
  responses?: Partial<Record<200 | 201, ZodTypeAny>>;
  handler: (c: ApiContext) => Promise<Response> | Response;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { ...route, regex: new RegExp(`^${pattern}/?$`), names };
}

// One compiled table per mode, built on first use in this isolate.
const tables = new Map<string, CompiledRoute[]>();
function routeTable(env: Env): CompiledRoute[] {
  const key = `${isTestMode(env)}|${env.APP_ENV === "production"}`;
  let table = tables.get(key);
  if (!table) {
    table = mountedRoutes(env).map(compile);
    tables.set(key, table);
  }
  return table;
}

/** The declared query and body schemas are enforced here, so the document is what is checked. */
async function checkInput(route: Route, request: Request, url: URL): Promise<void> {
  const input = route.request;
  if (!input || input.checkedByHandler) return;
  if (input.query) validate(input.query, Object.fromEntries(url.searchParams));
  // readJson keeps the parsed body, so the handler's own parseBody reads it again for free.
  if (input.body) validate(input.body, await readJson(request));
}

export async function handleApi(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api/, "") || "/";
  try {
    let pathMatched = false;
    for (const route of routeTable(env)) {
      const match = route.regex.exec(path);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== request.method) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1])));
      const db = getDb(env);
      const clock = createClock(env, request);
      const caller = route.access === "public" ? undefined : await authenticate(request, env, db, route.access);
      await checkInput(route, request, url);
      const ip = request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for") ?? "local";
      return await route.handler({
        request,
        url,
        env,
        ctx,
        db,
        params,
        clock,
        caller: caller as Caller,
        ip,
      });
    }
    if (pathMatched) return errorResponse(new ApiError(405, "Method Not Allowed"));
    return errorResponse(notFound());
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    console.error("API error", request.method, path, error);
    return errorResponse(new ApiError(500, "Something went wrong. Please try again.", "INTERNAL_ERROR"));
  }
}

// The REST API under /api. Each domain exports a list of routes and the mount table beside the
// composition root (functions/api-routes.ts) says which ones an environment serves; this file matches
// the request, authenticates the caller, checks the declared input schemas and turns thrown errors
// into the error envelope. It takes the table as an argument, so api/ never imports a domain.
import type { Env } from "../env";
import { ApiError, errorResponse, notFound, parseBody, readJsonIfRead, validate } from "./http";
import { authenticateInBatch } from "./auth-in-batch";
import { authenticate, type Caller, type CallerMemo } from "./auth-context";
import type { Route } from "./types";
import { getDb } from "../db/client";
import { createClock } from "../clock";
import { isTestMode } from "../env";
import { annotate, reportError } from "../observability/trace";
import { isUnavailable, unavailableResponse } from "../observability/unavailable";
import { withTestFault } from "./test-faults";

/** The auction a route is about, for the request's log line: `/auction/{id}/...` routes. */
const auctionIdOf = (route: Route, params: Record<string, string>) =>
  /^(\/test)?\/auction\/\{id\}/.test(route.path) && /^\d+$/.test(params.id ?? "") ? Number(params.id) : null;

/** Bids name their auction in the body (POST /auction/bid): note it once the handler has read it. */
async function noteAuctionOfBody(request: Request): Promise<void> {
  const body = await readJsonIfRead(request);
  const auctionId = body && typeof body === "object" ? (body as { auctionId?: unknown }).auctionId : undefined;
  if (typeof auctionId === "number" && Number.isSafeInteger(auctionId)) annotate({ auctionId });
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

/** Which routes a Worker with these vars serves, in matching order (the mount table). */
export type MountTable = (env: Env) => Route[];

/** The routes whose path matches, in table order, with their regex matches. */
interface PathMatch {
  route: CompiledRoute;
  match: RegExpExecArray;
}

/** Distinct paths remembered per table; past it the memo starts again (paths carry ids). */
const MAX_PATHS = 1_000;

/**
 * One table: its routes compiled once, and the routes matching each path seen, so a request tries
 * the few that match instead of every route's regex in turn (about 0.15 ms of a bid's CPU, since
 * POST /auction/bid sits near the end of some 300 routes). Only the path is memoised: method,
 * access and input are checked per request, in the same order as before.
 */
function compiledTable(routes: Route[]) {
  const compiled = routes.map(compile);
  const byPath = new Map<string, PathMatch[]>();
  return (path: string): PathMatch[] => {
    let matches = byPath.get(path);
    if (!matches) {
      matches = [];
      for (const route of compiled) {
        const match = route.regex.exec(path);
        if (match) matches.push({ route, match });
      }
      if (byPath.size >= MAX_PATHS) byPath.clear();
      byPath.set(path, matches);
    }
    return matches;
  };
}

type MatchPath = ReturnType<typeof compiledTable>;

/** One compiled table per mode, built on first use in this isolate. */
function tableCache(mount: MountTable) {
  const tables = new Map<string, MatchPath>();
  return (env: Env): MatchPath => {
    const key = `${isTestMode(env)}|${env.APP_ENV === "production"}`;
    let table = tables.get(key);
    if (!table) {
      table = compiledTable(mount(env));
      tables.set(key, table);
    }
    return table;
  };
}

/** The declared query and body schemas are enforced here, so the document is what is checked. */
async function checkInput(route: Route, request: Request, url: URL): Promise<void> {
  const input = route.request;
  if (!input || input.checkedByHandler) return;
  if (input.query) validate(input.query, Object.fromEntries(url.searchParams));
  // parseBody keeps the parsed and checked body, so the handler's own parseBody costs nothing more.
  if (input.body) await parseBody(request, input.body);
}

/**
 * `inProcess`: present only on calls the web app makes in the same Worker (worker.ts),
 * never on a request from outside: the callers its page request has already authenticated.
 */
export interface InProcessCall {
  callers: CallerMemo;
}

export type ApiHandler = (
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  inProcess?: InProcessCall,
) => Promise<Response>;

/** The API over one mount table: the composition root (worker.ts) makes it once. */
export function createApiHandler(mount: MountTable): ApiHandler {
  const routeTable = tableCache(mount);
  return async (request, env, ctx, inProcess) => {
    const response = await handleApi(routeTable, request, env, ctx, inProcess);
    await drainUnread(request);
    return response;
  };
}

/** Beyond this an unread body is cancelled, not read: the refusal of a huge junk body stays cheap. */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A body left unread by a refusal (wrong type, no access, the wrong moment) is read to its end
 * before the answer goes: answered mid-upload, the connection was closed under the sender, which
 * saw a reset instead of the error envelope, and so did other calls sharing its connection.
 */
async function drainUnread(request: Request): Promise<void> {
  // A body a handler handed on (to R2, a room) is locked or used: that reader owns it.
  if (!request.body || request.bodyUsed || request.body.locked) return;
  let read = 0;
  try {
    const reader = request.body.getReader();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
      if (read > DRAIN_MAX_BYTES) return void (await reader.cancel());
    }
  } catch {
    // A sender that went away has nothing left to read.
  }
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

async function handleApi(
  routeTable: (env: Env) => MatchPath,
  request: Request,
  realEnv: Env,
  ctx: ExecutionContext,
  inProcess?: InProcessCall,
): Promise<Response> {
  // Test builds only: the production bundle holds no fault injection (decision 0103).
  const env = INCLUDE_TEST_CODE ? withTestFault(realEnv, request) : realEnv;
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api/, "") || "/";
  try {
    const matches = routeTable(env)(path);
    for (const { route, match } of matches) {
      if (route.method !== request.method) continue;
      const params: Record<string, string> = {};
      // A malformed escape (`%E0`) names nothing that exists: 404, not a thrown URIError's 500.
      const decoded = route.names.map((_, i) => decodeSegment(match[i + 1]));
      if (decoded.includes(null)) return errorResponse(notFound());
      route.names.forEach((name, i) => (params[name] = decoded[i] as string));
      annotate({ route: `${route.method} /api${route.path}`, auctionId: auctionIdOf(route, params) });
      const db = getDb(env);
      const clock = createClock(env, request);
      const batched = route.memberInBatch ? await authenticateInBatch(request, env, db, inProcess?.callers) : null;
      const caller =
        batched?.caller ??
        (route.access === "public"
          ? undefined
          : await authenticate(request, env, db, route.access, {
              cached: route.memberCache === true,
              memo: inProcess?.callers,
            }));
      annotate({ memberId: caller?.id });
      const ip = request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for") ?? "local";
      let answer: Response;
      try {
        route.guard?.({ caller: caller as Caller });
        await checkInput(route, request, url);
        answer = await route.handler({
          request,
          url,
          env,
          ctx,
          db,
          params,
          clock,
          caller: caller as Caller,
          ip,
          memberRead: batched?.read,
        });
      } catch (error) {
        // A refusal of the member comes before whatever the handler found (decision 0267).
        await batched?.settle();
        throw error;
      } finally {
        await noteAuctionOfBody(request);
      }
      await batched?.settle();
      return answer;
    }
    if (matches.length > 0) return errorResponse(new ApiError(405, "Method Not Allowed"));
    return errorResponse(notFound());
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    reportError(error);
    if (isUnavailable(error)) {
      console.error("API unavailable", request.method, path, error);
      return unavailableResponse();
    }
    console.error("API error", request.method, path, error);
    return errorResponse(new ApiError(500, "Something went wrong. Please try again.", "INTERNAL_ERROR"));
  }
}

// Test-only routes: integration tests, e2e set-up and the benchmarks set state a browser cannot.
// Each is public, mounted only in test mode (api-routes.ts mountedRoutes) and so absent from the
// OpenAPI document and the production bundle, and answers 404 should it ever run outside test mode.
// One builder, so that rule is written once rather than in every handler.
import type { ZodType, ZodTypeDef } from "zod";
import { isTestMode } from "../env";
import { notFound, parseBody } from "./http";
import type { ApiContext, Method, Route } from "./types";

type Handler = Route["handler"];
type Extra = Pick<Route, "responses" | "request">;

/** A test-only route; `extra` adds its documented answer or a body the handler reads itself. */
export function testRoute(method: Method, path: string, summary: string, handler: Handler, extra: Extra = {}): Route {
  return {
    method,
    path,
    access: "public",
    only: "test",
    summary,
    tags: ["test-only"],
    ...extra,
    handler: (c) => {
      if (!isTestMode(c.env)) throw notFound();
      return handler(c);
    },
  };
}

type TestPost<T> = {
  summary: string;
  /** Checks the JSON body before the handler gets it. */
  body: ZodType<T, ZodTypeDef, unknown>;
  handler(c: ApiContext, body: T): Promise<Response> | Response;
};

/** Test-only POSTs keyed by path, each with its summary, its body's schema and its handler. */
export function testPosts<Bodies extends Record<string, unknown>>(table: {
  [Path in keyof Bodies]: TestPost<Bodies[Path]>;
}): Route[] {
  const entries: [string, TestPost<unknown>][] = Object.entries(table);
  return entries.map(([path, { summary, body, handler }]) =>
    testRoute("POST", path, summary, async (c) => handler(c, await parseBody(c.request, body)), {
      request: { body },
    }),
  );
}

// A POST route whose JSON body its schema checks (the router answers 412 before the handler runs)
// and hands to the handler parsed: the route builders of several domains share it.
import type { ZodType, ZodTypeDef } from "zod";
import { parseBody } from "./http";
import type { ApiContext, Route } from "./types";

export function postWithBody<T>(
  route: Omit<Route, "method" | "request" | "handler">,
  schema: ZodType<T, ZodTypeDef, unknown>,
  handler: (c: ApiContext, body: T) => Promise<Response> | Response,
): Route {
  return {
    ...route,
    method: "POST",
    request: { body: schema },
    handler: async (c) => handler(c, await parseBody(c.request, schema)),
  };
}

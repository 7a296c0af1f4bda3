// GET /api/openapi.json: the OpenAPI 3.1 document of what production serves, its server URL the
// absolute one it was fetched from. Generated on the first call in an isolate per origin and kept,
// since the routes cannot change while it lives.
import type { Route } from "./types";
import { buildOpenApiDocument } from "./openapi";
import { z } from "./openapi-zod";

export function openApiRoute(routes: () => Route[]): Route {
  const bodies = new Map<string, string>();
  return {
    method: "GET",
    path: "/openapi.json",
    access: "public",
    summary: "This OpenAPI 3.1 document (not wrapped in the `{ data }` envelope)",
    tags: ["meta"],
    answers: { raw: z.object({ openapi: z.string() }).passthrough().openapi("OpenApiDocument") },
    handler: ({ url }) => {
      let body = bodies.get(url.origin);
      if (body === undefined) {
        body = JSON.stringify(buildOpenApiDocument(routes(), `${url.origin}/api`));
        // The Host header picks the origin: keep a few, never one per made-up host.
        if (bodies.size < 4) bodies.set(url.origin, body);
      }
      return new Response(body, {
        headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300" },
      });
    },
  };
}

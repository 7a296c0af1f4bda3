// GET /api/openapi.json: the OpenAPI 3.1 document of what production serves. Generated on the
// first call in an isolate and kept, since the routes cannot change while it lives.
import type { Route } from "./types";
import { buildOpenApiDocument } from "./openapi";

export function openApiRoute(routes: () => Route[]): Route {
  let body: string | undefined;
  return {
    method: "GET",
    path: "/openapi.json",
    access: "public",
    summary: "This OpenAPI 3.1 document (not wrapped in the `{ data }` envelope)",
    tags: ["meta"],
    handler: () => {
      body ??= JSON.stringify(buildOpenApiDocument(routes()));
      return new Response(body, {
        headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300" },
      });
    },
  };
}

// The OpenAPI 3.1 document, generated from the route table: each route's declared zod schemas are
// the same ones the router enforces (router.ts checkInput). Pure: no bindings, runs in node too.
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import type { Route } from "./types";
import { ErrorBodySchema, successEnvelope, z } from "./openapi-zod";

const BEARER = "bearerAuth";

const SECURITY: Record<Route["access"], RouteConfig["security"]> = {
  public: [],
  // An empty requirement makes the token optional.
  optional: [{}, { [BEARER]: [] }],
  member: [{ [BEARER]: [] }],
};

const errorContent = { "application/json": { schema: ErrorBodySchema } };

/** Path parameters the route did not describe are still parameters: strings, required. */
function paramsOf(route: Route) {
  if (route.request?.params) return route.request.params;
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
}

function operationId(route: Route): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [route.method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join("");
}

function responsesOf(route: Route): RouteConfig["responses"] {
  const out: RouteConfig["responses"] = {};
  const declared = Object.entries(route.responses ?? {});
  for (const [status, data] of declared.length ? declared : [["200", z.unknown()] as const]) {
    out[status] = { description: "Success", content: { "application/json": { schema: successEnvelope(data) } } };
  }
  if (route.access === "member") {
    out["401"] = {
      description: "Missing, expired or invalid token (INVALID_JWT_TOKEN, DEALER_ROLES_STALE)",
      content: errorContent,
    };
  }
  if (route.request?.body || route.request?.query) {
    out["412"] = { description: "Invalid input (VALIDATION_FAILED, with fieldErrors)", content: errorContent };
  }
  out.default = { description: "Any other failure, in the error envelope", content: errorContent };
  return out;
}

export function registerRoute(registry: OpenAPIRegistry, route: Route): void {
  const body = route.request?.body;
  registry.registerPath({
    method: route.method.toLowerCase() as RouteConfig["method"],
    path: route.path,
    operationId: operationId(route),
    summary: route.summary,
    tags: route.tags,
    security: SECURITY[route.access],
    request: {
      params: paramsOf(route),
      query: route.request?.query,
      body: body ? { required: true, content: { "application/json": { schema: body } } } : undefined,
    },
    responses: responsesOf(route),
  });
}

export function buildOpenApiDocument(routes: Route[]) {
  const registry = new OpenAPIRegistry();
  registry.register("ErrorBody", ErrorBodySchema);
  registry.registerComponent("securitySchemes", BEARER, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The access token of POST /auth/login (HS256, 15 minutes; spec 000 section 3)",
  });
  for (const route of routes) registerRoute(registry, route);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Trade Auction API",
      version: "1.0.0",
      description: "Answers are `{ data }` on success and the ErrorBody envelope on failure.",
    },
    servers: [{ url: "/api" }],
  });
}

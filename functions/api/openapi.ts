// The OpenAPI 3.1 document, generated from the route table: each route's declared zod schemas are
// the same ones the router enforces (router.ts checkInput). Every body is a named component, every
// failure an operation answers is listed with its error codes (openapi-errors.ts), and the few
// things zod cannot say are added after (openapi-polish.ts). Pure: no bindings, runs in node too.
import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type RouteConfig,
  type ZodContentObject,
} from "@asteasolutions/zod-to-openapi";
import type { ZodTypeAny } from "zod";
import type { Route } from "./types";
import { ErrorBodySchema, successEnvelope, z } from "./openapi-zod";
import { describeStatus, errorPlan } from "./openapi-errors";
import { API_INFO, API_SERVERS, API_TAGS, tagsOf } from "./openapi-info";
import { polishDocument } from "./openapi-polish";
import { EXAMPLES } from "./openapi-examples";

const BEARER = "bearerAuth";

const SECURITY: Record<Route["access"], RouteConfig["security"]> = {
  public: [],
  // An empty requirement makes the token optional.
  optional: [{}, { [BEARER]: [] }],
  member: [{ [BEARER]: [] }],
};

const ACCESS_NOTE: Record<Route["access"], string> = {
  public: "No sign-in needed.",
  optional: "The bearer token is optional: with it the answer is the member's view.",
  member: "Needs a member's bearer token (`Authorization: Bearer <token>` from POST /auth/login).",
};

/** Path parameters the route did not describe are still parameters: strings, required. */
function paramsOf(route: Route) {
  if (route.request?.params) return route.request.params;
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
}

export function operationId(route: Route): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [route.method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join("");
}

const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);

/** A schema that already has a component name keeps it; any other gets the operation's name. */
function named(schema: ZodTypeAny, name: string): ZodTypeAny {
  const refId = (schema._def as { openapi?: { _internal?: { refId?: string } } }).openapi?._internal?.refId;
  return refId ? schema : schema.openapi(name);
}

function requestExample(route: Route) {
  const example = EXAMPLES[`${route.method} ${route.path}`]?.request;
  return example === undefined ? {} : { example };
}

function successOf(route: Route, name: string): RouteConfig["responses"] {
  const answers = route.answers;
  if (answers && "eventStream" in answers) {
    return {
      200: {
        description: "A `text/event-stream`: `message` events whose `data` is the JSON below, `heartbeat` events",
        content: { "text/event-stream": { schema: named(answers.eventStream, "LiveEvent") } },
      },
    };
  }
  if (answers && "raw" in answers) {
    return { 200: { description: "Success", content: { "application/json": { schema: answers.raw } } } };
  }
  const out: RouteConfig["responses"] = {};
  const declared = Object.entries(route.responses ?? {});
  for (const [status, data] of declared.length ? declared : [["200", z.unknown()] as const]) {
    const example = EXAMPLES[`${route.method} ${route.path}`]?.response;
    const json = { schema: named(successEnvelope(data), `${name}Response`), ...(example ? { example } : {}) };
    const content: ZodContentObject = { "application/json": json };
    if (answers && "pdf" in answers)
      content["application/pdf"] = { schema: { type: "string" as const, format: "binary" } };
    out[status] = { description: "Success: the `{ data }` envelope", content };
  }
  return out;
}

function responsesOf(route: Route, name: string): RouteConfig["responses"] {
  const out = successOf(route, name);
  for (const [status, codes] of [...errorPlan(route)].sort(([a], [b]) => a - b)) {
    const ref = { $ref: "#/components/schemas/ErrorBody" };
    // A status with codes allows exactly those; one without any carries no errorCode at all.
    const narrowed = codes.size
      ? { type: "object" as const, properties: { errorCode: { type: "string" as const, enum: [...codes] } } }
      : { type: "object" as const, properties: { errorCode: { not: {} } } };
    out[status] = {
      description: describeStatus(status, codes),
      content: { "application/json": { schema: { allOf: [ref, narrowed] } } },
    };
  }
  return out;
}

/** The request body: JSON (checked by the router or the handler), or a form of files. */
function bodyOf(route: Route, name: string): NonNullable<RouteConfig["request"]>["body"] {
  const { body, multipart, bodyOptional } = route.request ?? {};
  if (multipart)
    return { required: true, content: { "multipart/form-data": { schema: named(multipart, `${name}Form`) } } };
  if (!body) return undefined;
  const json = { schema: named(body, `${name}Request`), ...requestExample(route) };
  return { required: !bodyOptional, content: { "application/json": json } };
}

export function registerRoute(registry: OpenAPIRegistry, route: Route): void {
  const id = operationId(route);
  const name = pascal(id);
  registry.registerPath({
    method: route.method.toLowerCase() as RouteConfig["method"],
    path: route.path,
    operationId: id,
    summary: route.summary,
    description: [route.summary, route.description, ACCESS_NOTE[route.access]].filter(Boolean).join("\n\n"),
    tags: tagsOf(route),
    security: SECURITY[route.access],
    request: {
      params: paramsOf(route),
      query: route.request?.query,
      body: bodyOf(route, name),
    },
    responses: responsesOf(route, name),
  });
}

export function buildOpenApiDocument(routes: Route[], serverUrl?: string) {
  const registry = new OpenAPIRegistry();
  registry.register("ErrorBody", ErrorBodySchema);
  registry.registerComponent("securitySchemes", BEARER, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The access token of POST /auth/login (HS256, 15 minutes; spec 000 section 3)",
  });
  for (const route of routes) registerRoute(registry, route);
  const doc = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: API_INFO,
    servers: serverUrl ? [{ url: serverUrl, description: "This server" }] : API_SERVERS,
    tags: API_TAGS,
  });
  return polishDocument(doc);
}

// The JSON envelope of DESIGN.md: `{ data }` on success, `{ errorCode?, message, fieldErrors? }`
// on failure. Every handler throws ApiError for expected failures so nothing answers 500 to bad input.
import type { ZodType, ZodTypeDef } from "zod";
import { ERROR_MESSAGES } from "../contract/messages/common";

import type { ErrorBody, FieldErrors } from "../contract/api";

export type { ErrorBody, FieldErrors };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    // An ApiError is an answer, not a fault: nobody reads its stack, and capturing one cost about
    // 50 µs of each refused bid (most bids on a busy auction are refused as too low).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

export const badRequest = (message: string, errorCode?: string) => new ApiError(400, message, errorCode);
export const unauthorized = (message: string = ERROR_MESSAGES.SESSION_EXPIRED, errorCode?: string) =>
  new ApiError(401, message, errorCode);
export const forbidden = (message: string = ERROR_MESSAGES.ACCESS_DENIED, errorCode?: string) =>
  new ApiError(403, message, errorCode);
export const notFound = (message: string = ERROR_MESSAGES.NOT_FOUND) => new ApiError(404, message);
export const conflict = (message: string, errorCode?: string) => new ApiError(409, message, errorCode);
export const invalid = (fieldErrors: FieldErrors, message: string = ERROR_MESSAGES.INVALID_VALUES) =>
  new ApiError(412, message, "VALIDATION_FAILED", fieldErrors);
export const tooManyRequests = (message = "Too many attempts. Please wait a few minutes and try again.") =>
  new ApiError(429, message, "RATE_LIMITED");

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };

export function json<T>(data: T, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify({ data }), {
    ...init,
    headers: { ...JSON_HEADERS, ...(init.headers ?? {}) },
  });
}

export function errorResponse(error: ApiError): Response {
  const body: ErrorBody = { message: error.message };
  if (error.errorCode) body.errorCode = error.errorCode;
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  return new Response(JSON.stringify(body), { status: error.status, headers: JSON_HEADERS });
}

/** Turns zod issues into `{ "a.b": ["message"] }`, the field-error shape of the API. */
export function toFieldErrors(issues: { path: (string | number)[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.join(".") || "form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function validate<T>(schema: ZodType<T, ZodTypeDef, unknown>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(toFieldErrors(result.error.issues));
  return result.data;
}

// A body can be read once; the router checks it and the handler parses it again, so keep it.
const parsedBodies = new WeakMap<Request, Promise<unknown>>();

export function readJson(request: Request): Promise<unknown> {
  let parsed = parsedBodies.get(request);
  if (!parsed) {
    parsed = request.text().then((text) => {
      if (!text) return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw badRequest("The request body is not valid JSON");
      }
    });
    parsedBodies.set(request, parsed);
  }
  return parsed;
}

/** The JSON body if something already read it, else undefined (never reads it: logs only peek). */
export function readJsonIfRead(request: Request): Promise<unknown> | undefined {
  return parsedBodies.get(request)?.catch(() => undefined);
}

// The router checks a route's declared body and the handler parses it again with the same schema:
// the second parse answers the first one's result instead of running zod twice (issue 23 item 3).
const checkedBodies = new WeakMap<Request, Map<ZodType, unknown>>();

export async function parseBody<T>(request: Request, schema: ZodType<T, ZodTypeDef, unknown>): Promise<T> {
  const body = await readJson(request);
  let checked = checkedBodies.get(request);
  if (checked?.has(schema)) return checked.get(schema) as T;
  const data = validate(schema, body);
  if (!checked) checkedBodies.set(request, (checked = new Map()));
  checked.set(schema, data);
  return data;
}

export function parseQuery<T>(url: URL, schema: ZodType<T, ZodTypeDef, unknown>): T {
  return validate(schema, Object.fromEntries(url.searchParams));
}

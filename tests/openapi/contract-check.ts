// Every request and answer the integration harness exchanges with the API, checked against the
// published document (docs/api/openapi.json) by openapi-backend (ajv underneath, with formats).
// An answer the document does not allow is a violation; so is a request the document forbids that
// the server accepted (2xx). A refused bad request is what such tests are for, so not a violation.
// Test-only and dev-only routes are not in the document and are not checked.
import { appendFileSync, readFileSync } from "node:fs";
import { OpenAPIBackend, type Request as OpenApiRequest } from "openapi-backend";
import addFormats from "ajv-formats";

let backend: Promise<OpenAPIBackend> | undefined;

function load(): Promise<OpenAPIBackend> {
  const doc = JSON.parse(readFileSync("docs/api/openapi.json", "utf8"));
  // Paths are matched below /api, whatever the document's own server says.
  doc.servers = [{ url: "/" }];
  // quick: openapi-backend checks a definition against the 3.0 schema only; Spectral and Redocly
  // check this 3.1 document in npm test.
  const created = new OpenAPIBackend({
    definition: doc,
    quick: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  return created.init();
}

const api = () => (backend ??= load());

export interface Exchange {
  method: string;
  url: URL;
  requestHeaders: Headers;
  /** The request's JSON text; undefined when it had none, or one that is not text (a file upload). */
  requestBody: string | undefined;
  /** The body was not text (FormData, bytes): the request itself is not checked. */
  requestBodyOpaque?: boolean;
  status: number;
  responseType: string;
  /** The answer's text; undefined for a stream, whose body never ends. */
  responseText: string | undefined;
}

const UNCHECKED = /^\/api\/(test|dev)\//;

function queryOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0]!;
  }
  return out;
}

const describeErrors = (errors: { instancePath?: string; message?: string }[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`).join("; ");

/** The violations of one exchange (none when the path is not the document's). */
export async function contractViolations(x: Exchange): Promise<string[]> {
  if (!x.url.pathname.startsWith("/api/") || UNCHECKED.test(x.url.pathname)) return [];
  const path = x.url.pathname.slice("/api".length);
  let body: unknown;
  let opaque = x.requestBodyOpaque === true;
  try {
    body = x.requestBody ? JSON.parse(x.requestBody) : undefined;
  } catch {
    // Not JSON at all: no schema of the document judges it (the API answers 400, or logout its 200).
    opaque = true;
  }
  const request: OpenApiRequest = {
    method: x.method.toLowerCase(),
    path,
    query: queryOf(x.url),
    headers: Object.fromEntries(x.requestHeaders),
    body,
  };
  const checker = await api();
  const operation = checker.router.matchOperation(request);
  // A path the document does not have (a made-up id segment, a wrong method): the 404/405 is the test's point.
  if (!operation) return [];
  const where = `${x.method} ${path} → ${x.status}`;
  const out: string[] = [];
  const accepted = x.status >= 200 && x.status < 300;
  if (accepted && !opaque) {
    const checked = checker.validateRequest(request, operation);
    // A query parameter the operation does not name is ignored by the API, not refused.
    checked.errors = checked.errors?.filter(
      (e) => !(e.instancePath === "/query" && e.keyword === "additionalProperties"),
    );
    // Two inputs the API normalises before its schema judges them, which the document states only
    // in their normal form: the impersonation link's `om` (a numeric string from the link's query)
    // and the VAT number (spaces and lower case allowed). Named here so nothing else slips by.
    checked.errors = checked.errors?.filter(
      (e) => !["/requestBody/om", "/requestBody/vatNumber"].includes(e.instancePath ?? ""),
    );
    checked.valid = !checked.errors?.length;
    if (!checked.valid)
      out.push(`${where}: accepted a request the document forbids: ${describeErrors(checked.errors)}`);
  }
  const documented = operation.responses?.[String(x.status)] as { content?: Record<string, unknown> } | undefined;
  if (!documented) return [...out, `${where}: status not documented`];
  const type = x.responseType.split(";")[0]!.trim();
  if (documented.content && !(type in documented.content)) {
    return [...out, `${where}: content type ${type} not documented`];
  }
  if (type === "application/json" && x.responseText !== undefined) {
    const answer = x.responseText ? JSON.parse(x.responseText) : undefined;
    const checked = checker.validateResponse(answer, operation, x.status);
    if (!checked.valid) out.push(`${where}: answer not as documented: ${describeErrors(checked.errors)}`);
  }
  return out;
}

/** Throws with every violation of the exchange: the test that made it fails there. */
export async function checkAgainstContract(
  method: string,
  url: string,
  init: RequestInit | undefined,
  response: Response,
): Promise<void> {
  const checked = new URL(url).pathname;
  // Only the document's paths: nothing else is read twice.
  if (!checked.startsWith("/api/") || UNCHECKED.test(checked)) return;
  const responseType = response.headers.get("content-type") ?? "";
  const streaming = responseType.startsWith("text/event-stream");
  const violations = await contractViolations({
    method,
    url: new URL(url),
    requestHeaders: new Headers(init?.headers),
    requestBody: typeof init?.body === "string" ? init.body : undefined,
    requestBodyOpaque: init?.body != null && typeof init.body !== "string",
    status: response.status,
    responseType,
    responseText: streaming ? undefined : await response.clone().text(),
  });
  if (!violations.length) return;
  // OPENAPI_CONTRACT_LOG=file: record instead of failing, to count violations over a whole run.
  const log = process.env.OPENAPI_CONTRACT_LOG;
  if (log) return appendFileSync(log, violations.map((v) => `${v}\n`).join(""));
  throw new Error(`OpenAPI contract violated:\n  ${violations.join("\n  ")}`);
}

// Where browsers report content security policy violations (decision 0025). Every report is
// logged; in test mode (ALLOW_TEST_CLOCK=1, never production) they are also kept in memory so the
// e2e suite can read them back with GET and fail on any.
import { isProduction, type Env } from "./env";

export const CSP_REPORT_PATH = "/csp-report";

export interface CspViolation {
  documentURL: string;
  directive: string;
  blockedURL: string;
}

const MAX_KEPT = 200;
const kept: CspViolation[] = [];

const testMode = (env: Env) => env.ALLOW_TEST_CLOCK === "1" && !isProduction(env);

/** Both formats: report-uri's `{"csp-report": {...}}` and the Reporting API's list of reports. */
function violationsOf(body: unknown): CspViolation[] {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  if (body && typeof body === "object" && "csp-report" in body) {
    const r = (body as { "csp-report": Record<string, unknown> })["csp-report"];
    return [
      {
        documentURL: text(r["document-uri"]),
        directive: text(r["effective-directive"] ?? r["violated-directive"]),
        blockedURL: text(r["blocked-uri"]),
      },
    ];
  }
  if (Array.isArray(body)) {
    const reports = body as Array<{ type?: unknown; body?: Record<string, unknown> } | null>;
    return reports
      .filter((r) => r?.type === "csp-violation")
      .map((r) => ({
        documentURL: text(r?.body?.documentURL),
        directive: text(r?.body?.effectiveDirective),
        blockedURL: text(r?.body?.blockedURL),
      }));
  }
  return [];
}

export async function handleCspReport(request: Request, env: Env): Promise<Response> {
  if (request.method === "GET") {
    if (!testMode(env)) return new Response("Not Found", { status: 404 });
    return Response.json(kept);
  }
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405 });
  let body: unknown = null;
  try {
    body = JSON.parse((await request.text()).slice(0, 64_000));
  } catch {
    return new Response(null, { status: 204 });
  }
  for (const violation of violationsOf(body)) {
    console.warn("CSP violation", JSON.stringify(violation));
    if (testMode(env)) {
      kept.push(violation);
      if (kept.length > MAX_KEPT) kept.shift();
    }
  }
  return new Response(null, { status: 204 });
}

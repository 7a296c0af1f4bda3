// Headers for HTML answers (decision 0025). Scripts run only from our origin, Stripe's, or inline
// with this request's nonce (Remix's hydration data, its streamed turbo-stream chunks and scroll
// restoration all carry it), so no 'unsafe-inline' for scripts. Styles keep 'unsafe-inline': React
// style attributes need it and they cannot run code. Violations are reported to /csp-report.
import { CSP_REPORT_PATH } from "./csp-report";

/** A fresh nonce per request: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://js.stripe.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self' https://api.stripe.com",
    // The service worker (public/sw.js) and the web app manifest, both from our origin (issue 24).
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src https://js.stripe.com https://hooks.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self' https://checkout.stripe.com",
    `report-uri ${CSP_REPORT_PATH}`,
    "report-to csp",
  ].join("; ");
}

/** Two years, as the HSTS preload list asks; production only, since local runs are plain http. */
const HSTS = "max-age=63072000; includeSubDomains";

export function withSecurityHeaders(response: Response, options: { nonce: string; production: boolean }): Response {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("text/html")) return response;
  const headers = new Headers(response.headers);
  headers.set("content-security-policy", contentSecurityPolicy(options.nonce));
  headers.set("reporting-endpoints", `csp="${CSP_REPORT_PATH}"`);
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  if (options.production) headers.set("strict-transport-security", HSTS);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

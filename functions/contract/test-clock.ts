// The test clock header, read once for both sides: the API's clock (functions/clock.ts) and the web
// session (app/sessions), so a test that moves time moves it for the cookie and the tokens alike.
// Only in test mode (ALLOW_TEST_CLOCK "1" outside production) does `x-test-now` count.
import { isWebTestMode, type WebEnv } from "./web-env";

export const TEST_NOW_HEADER = "x-test-now";

export function fixedOrRealNow(env: Pick<WebEnv, "APP_ENV" | "ALLOW_TEST_CLOCK">, header: string | null): number {
  if (header && isWebTestMode(env)) {
    const t = Date.parse(header);
    if (!Number.isNaN(t)) return t;
  }
  return Date.now();
}

/** This request's time: the test header's in test mode, else the real one. */
export function requestNow(request: Request, env: Pick<WebEnv, "APP_ENV" | "ALLOW_TEST_CLOCK">): number {
  return fixedOrRealNow(env, request.headers.get(TEST_NOW_HEADER));
}

/** The header to pass on to the API, so both sides read one time (test mode only). */
export function forwardedTestNow(
  request: Request,
  env: Pick<WebEnv, "APP_ENV" | "ALLOW_TEST_CLOCK">,
): Record<string, string> {
  const header = request.headers.get(TEST_NOW_HEADER);
  return header && isWebTestMode(env) ? { [TEST_NOW_HEADER]: header } : {};
}

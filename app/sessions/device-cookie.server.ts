// The device cookie (decision 0059): the device tokens the API gave this browser for the emails
// that signed in here, newest first. It outlives sign-out on purpose: it says "this browser has
// signed in before", which keeps the dealer's own browser clear of lockouts that failures from
// elsewhere build up. Signed with the session secrets, HttpOnly, never read by client JavaScript.
import { createCookie } from "@remix-run/cloudflare";
import { DEVICE_TOKENS_MAX } from "~contract/auth-schemas";
import type { WebEnv } from "~contract/web-env";

export const DEVICE_COOKIE = "__device";
/** Browsers cap cookie lifetimes at 400 days; every sign-in renews it. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function deviceCookie(env: WebEnv) {
  return createCookie(DEVICE_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.APP_ENV === "production",
    secrets: (env.SESSION_SECRET || "").split(",").filter(Boolean),
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The device tokens this browser holds (none when the cookie is absent, tampered or malformed). */
export async function readDeviceTokens(request: Request, env: WebEnv): Promise<string[]> {
  // A signature that is not base64 makes Remix's parse throw (see getSession): no tokens, not a 500.
  const value: unknown = await deviceCookie(env)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  return Array.isArray(value)
    ? value.filter((t): t is string => typeof t === "string").slice(0, DEVICE_TOKENS_MAX)
    : [];
}

/** Set-Cookie with `token` first and the others after it, at most DEVICE_TOKENS_MAX in all. */
export function rememberDevice(held: string[], token: string, env: WebEnv): Promise<string> {
  const tokens = [token, ...held.filter((t) => t !== token)].slice(0, DEVICE_TOKENS_MAX);
  return deviceCookie(env).serialize(tokens);
}

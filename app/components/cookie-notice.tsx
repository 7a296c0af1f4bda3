import { Form, Link, useLocation } from "@remix-run/react";

export const COOKIE_POLICY_COOKIE = "cookie-policy";

export function hasAcceptedCookies(request: Request): boolean {
  const cookie = request.headers.get("Cookie") ?? "";
  return cookie.split(/;\s*/).some((part) => part.startsWith(`${COOKIE_POLICY_COOKIE}=`));
}

/** A plain form so "Got it" works before JavaScript; the action sets the cookie and comes back. */
export function CookieNotice() {
  const location = useLocation();
  return (
    <div className="cookie-notice" role="dialog" aria-labelledby="cookie-notice-title">
      <h2 id="cookie-notice-title">Cookies</h2>
      <p>
        We only use essential cookies, so there is nothing you need to do. Read our{" "}
        <Link to="/privacy-policy">privacy policy</Link> to find out more.
      </p>
      <Form method="post" action="/cookie-policy" navigate={true}>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="button">
          Got it
        </button>
      </Form>
    </div>
  );
}

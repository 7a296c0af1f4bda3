import { Link, useFetcher, useLocation } from "@remix-run/react";
import { COOKIE_POLICY_COOKIE } from "~contract/cookie-policy";

export function hasAcceptedCookies(request: Request): boolean {
  const cookie = request.headers.get("Cookie") ?? "";
  return cookie.split(/;\s*/).some((part) => part.startsWith(`${COOKIE_POLICY_COOKIE}=`));
}

/**
 * Spec 000 section 2: only essential cookies, nothing to do, a privacy policy link and Got it.
 * A plain form, so Got it works before JavaScript (the action sets the cookie and redirects back);
 * with JavaScript a fetcher posts without `redirectTo`, so the page neither reloads nor scrolls.
 */
export function CookieNotice() {
  const location = useLocation();
  const fetcher = useFetcher();
  if (fetcher.state !== "idle" || fetcher.data !== undefined) return null;
  return (
    <div
      className="floating-panel cookie-notice"
      role="dialog"
      aria-labelledby="cookie-notice-title"
      aria-describedby="cookie-notice-text"
    >
      <h2 id="cookie-notice-title">Cookies</h2>
      <p id="cookie-notice-text">
        We only use essential cookies, so there is nothing you need to do. Read our{" "}
        <Link to="/privacy-policy">privacy policy</Link> to find out more.
      </p>
      <form
        method="post"
        action="/cookie-policy"
        onSubmit={(event) => {
          event.preventDefault();
          fetcher.submit({ accepted: "1" }, { method: "post", action: "/cookie-policy" });
        }}
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="button button--small">
          Got it
        </button>
      </form>
    </div>
  );
}

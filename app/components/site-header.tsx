import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import type { HeaderUser } from "~/sessions/header-user";

const DASHBOARD_PATHS = ["/dashboard", "/my-bids", "/my-vehicles", "/analytics"];
const SETTINGS_PATHS = ["/settings", "/my-organization"];
const NOTIFICATIONS_PATH = "/my-organization/notifications";

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { pathname } = useLocation();
  const activeFor = (prefixes: string[]) => prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  // Notifications has its own link, so SETTINGS is not also marked there (spec 000 section 2).
  const settingsActive = activeFor(SETTINGS_PATHS) && !activeFor([NOTIFICATIONS_PATH]);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={user ? "/search" : "/"} className="brand" aria-label="Trade Auction home">
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>Trade Auction</span>
        </Link>
        <nav aria-label="Main" className="main-nav">
          {user ? (
            <>
              <Link className={activeFor(DASHBOARD_PATHS) ? "nav-link active" : "nav-link"} to="/dashboard">
                DASHBOARD
              </Link>
              <NavLink className="nav-link" to="/search" reloadDocument={false}>
                LIVE AUCTIONS
              </NavLink>
              <NavLink className="nav-link" to={NOTIFICATIONS_PATH}>
                NOTIFICATIONS
              </NavLink>
              <Link className={settingsActive ? "nav-link active" : "nav-link"} to="/settings">
                SETTINGS
              </Link>
              {user.isSeller ? (
                <Link className="button button--small" to="/add-vehicle">
                  ADD VEHICLE
                </Link>
              ) : null}
              <Form method="post" action="/logout" className="inline-form">
                <button type="submit" className="nav-link nav-button">
                  LOG OUT
                </button>
              </Form>
            </>
          ) : (
            <>
              <Link className="nav-link" to="/#buy">
                BUY
              </Link>
              <Link className="nav-link" to="/#sell">
                SELL
              </Link>
              <NavLink className="nav-link" to="/contact-us">
                Contact us
              </NavLink>
              <Link className="nav-link" to="/register">
                Register
              </Link>
              <Link className="button button--small" to="/login">
                Log In
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

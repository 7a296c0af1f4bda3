import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The logo linking home, on the pages that hide the site header (spec 000 section 2): the sign-in
 * pages below and registration.
 */
export function BrandHome() {
  return (
    <Link to="/" className="brand brand--large" aria-label="Trade Auction home">
      <img src="/logo.svg" alt="" width="40" height="40" />
      <span>Trade Auction</span>
    </Link>
  );
}

/**
 * The centred card of the sign-in pages (login, forgot and reset password). The site header is
 * hidden there, so the logo links home.
 */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-page">
      <BrandHome />
      <section className="auth-card card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro ? <div className="auth-card__intro">{intro}</div> : null}
        {children}
      </section>
    </div>
  );
}

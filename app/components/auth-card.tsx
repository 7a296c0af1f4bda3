import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The centred card of the sign-in pages (login, forgot and reset password). The site header is
 * hidden there (spec 000 section 2), so the logo links home.
 */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-page">
      <Link to="/" className="auth-brand" aria-label="Trade Auction home">
        <img src="/logo.svg" alt="" width="40" height="40" />
        <span>Trade Auction</span>
      </Link>
      <section className="auth-card card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro ? <div className="auth-card__intro">{intro}</div> : null}
        {children}
      </section>
    </div>
  );
}

import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import authStyles from "~/styles/auth.css";

export const handle = { hideHeader: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export const meta: MetaFunction = () => [{ title: "Check your email | Trade Auction" }];

export default function ConfirmForgotPassword() {
  return (
    <AuthCard title="Check your email">
      <div className="stack">
        <p>
          We have sent a message with instructions to reset your password. If an account exists for that address, the
          email will arrive in a few minutes; the link in it works once, within 1 hour.
        </p>
        <Link className="button button--block" to="/">
          GO BACK TO HOMEPAGE
        </Link>
      </div>
    </AuthCard>
  );
}

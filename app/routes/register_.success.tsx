// Step 6 of registration (spec 000 section 2): 'Thank you for registering', a team member will be
// in touch, and the way back home.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { REGISTRATION_MESSAGES as M } from "~contract/messages/registration";
import { requireAnonymous } from "~/sessions/guards.server";
import { StepSidebar } from "~/register/sidebar";
import { BrandHome } from "~/components/auth-card";
import registerStyles from "~/styles/register.css";

export const handle = { hideHeader: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: registerStyles }];
export const meta: MetaFunction = () => [{ title: "Thank you for registering | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context, "/dashboard");
  return null;
}

export default function RegisterSuccess() {
  return (
    <div className="register-page">
      <BrandHome />
      <div className="register-layout">
        <StepSidebar current={6} />
        <section className="register-card card" aria-labelledby="register-title">
          <h1 id="register-title">{M.registered}</h1>
          <p>{M.teamWillContact}</p>
          <p>You can log in now; buying and selling open once your account is verified.</p>
          <div className="register-actions">
            <Link className="button button--ghost" to="/login">
              Log in
            </Link>
            <Link className="button" to="/">
              Back to home page
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}

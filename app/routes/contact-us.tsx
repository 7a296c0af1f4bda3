// /contact-us: the contact form instead of fetched content (spec 001 section 2.11).
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { contactAction } from "~/contact/contact-action.server";
import { ContactForm, SupportDetails } from "~/components/contact-form";

export const meta: MetaFunction = () => [{ title: "Contact us | Trade Auction" }];

export function action(args: ActionFunctionArgs) {
  return contactAction(args, "/contact-us");
}

export default function ContactUs() {
  const lastResult = useActionData<typeof action>();
  return (
    <section className="page contact-page">
      <div className="split">
        <div>
          <h1>Contact us</h1>
          <p className="lead">
            Tell us whether you are interested in buying, selling or both, and a member of our team will get back to you
            within one working day.
          </p>
          <SupportDetails />
        </div>
        <div className="card">
          <ContactForm lastResult={lastResult} />
        </div>
      </div>
    </section>
  );
}

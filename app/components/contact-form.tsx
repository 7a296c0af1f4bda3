// The contact form of spec 000 (home and /contact-us): interest, name, email, contact number and
// message, Send Message. Validation is the server's (conform's parseWithZod with the API's schema in
// the action), so the spec's messages show with JavaScript on or off, and typed values come back
// with the errors. The form kit reads conform's reply directly (replyField) instead of shipping
// @conform-to/react to the browser: it needs no client-side validation, and that keeps ~10 KB gzip
// off the home page (docs/decisions/0011-contact-form-without-client-conform.md).
import type { SubmissionResult } from "@conform-to/react";
import { Form, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import type { ContactMessageInput } from "~contract/contact-schema";
import { CONTACT_TYPE_LABELS } from "~contract/contact-types";
// From the kit's own modules, not its index: the home page then loads only these four, not the
// select, date and money fields (0.8 KiB over the home budget through the index).
import { ChoiceGroup } from "~/components/form/choice-fields";
import { ErrorList } from "~/components/form/error-list";
import { Field, TextAreaField } from "~/components/form/field";
import { replyField, replyFormErrors } from "~/components/form/field-state";
import type { loader as rootLoader } from "~/root";

// The labels' keys are the contact types, in the catalogue's order: the browser then needs no
// other module for them.
const CONTACT_TYPE_CHOICES = Object.entries(CONTACT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

type Reply = SubmissionResult<string[]>;
type FieldName = keyof ContactMessageInput;

interface ContactFormProps {
  lastResult?: Reply | null;
  action?: string;
}

/** A new location (after the success redirect) remounts the form, so the sent text is cleared. */
export function ContactForm(props: ContactFormProps) {
  const location = useLocation();
  return <ContactFormFields key={location.key} {...props} />;
}

function ContactFormFields({ lastResult, action }: ContactFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.has("message");
  const field = (name: FieldName) => replyField(lastResult, name, "contact-");
  return (
    <Form method="post" action={action} className="contact-form" id="contact-form" noValidate>
      <ErrorList errors={replyFormErrors(lastResult)} />
      <ChoiceGroup legend="I am interested in" field={field("type")} choices={CONTACT_TYPE_CHOICES} />
      <div className="contact-form__row">
        <Field label="Name" field={field("name")} autoComplete="name" />
        <Field label="Email" field={field("email")} type="email" autoComplete="email" />
      </div>
      <Field label="Contact number" field={field("contactNumber")} type="tel" autoComplete="tel" />
      <TextAreaField label="Message" field={field("message")} />
      <button type="submit" className="button" disabled={sending}>
        {sending ? "Sending…" : "Send Message"}
      </button>
    </Form>
  );
}

/** The provider's phone and email (spec 000 section 2), from the root loader. */
export function SupportDetails() {
  // Read directly (not through root.tsx's hook) so this module never imports the root at run time.
  const support = useRouteLoaderData<typeof rootLoader>("root")?.support;
  if (!support) return null;
  return (
    <ul className="support-details">
      <li>
        <span className="support-details__label">Call us</span>
        <a href={`tel:${support.phone.replace(/[^0-9+]/g, "")}`}>{support.phone}</a>
      </li>
      <li>
        <span className="support-details__label">Email us</span>
        <a href={`mailto:${support.email}`}>{support.email}</a>
      </li>
    </ul>
  );
}

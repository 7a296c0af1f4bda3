// The contact form of spec 000 (home and /contact-us): interest, name, email, contact number and
// message, Send Message. Validation is the server's (conform's parseWithZod with the API's schema in
// the action), so the spec's messages show with JavaScript on or off, and typed values come back
// with the errors. The form reads conform's reply directly instead of shipping @conform-to/react
// to the browser: it needs no client-side validation, and that keeps ~10 KB gzip off the home page
// (docs/decisions/0011-contact-form-without-client-conform.md). For the same reason it keeps its own
// few lines instead of the form kit: the kit's shared chunk put the home page 0.8 KiB over its 95 KiB
// budget (issue 23); its markup follows the kit's.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import type { ContactType } from "~contract/accounts";
import { CONTACT_TYPE_LABELS } from "~contract/contact-types";
import type { loader as rootLoader } from "~/root";

// The labels' keys are the contact types, in the catalogue's order: the browser then needs no
// other module for them.
const CONTACT_TYPE_VALUES = Object.keys(CONTACT_TYPE_LABELS) as ContactType[];

type Reply = SubmissionResult<string[]>;
type FieldName = "type" | "name" | "email" | "contactNumber" | "message";

interface ContactFormProps {
  lastResult?: Reply | null;
  action?: string;
}

/** A new location (after the success redirect) remounts the form, so the sent text is cleared. */
export function ContactForm(props: ContactFormProps) {
  const location = useLocation();
  return <ContactFormFields key={location.key} {...props} />;
}

function field(reply: Reply | null | undefined, name: FieldName) {
  const id = `contact-${name}`;
  const error = reply?.error?.[name]?.[0] ?? null;
  const value = reply?.initialValue?.[name];
  return {
    id,
    errorId: `${id}-error`,
    error,
    defaultValue: typeof value === "string" ? value : undefined,
    // Only a field with an error points at its error text.
    inputProps: {
      id,
      name,
      defaultValue: typeof value === "string" ? value : undefined,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
    },
  };
}

function FieldError({ id, error }: { id: string; error: string | null }) {
  return (
    <p id={id} className="field__error">
      {error ?? ""}
    </p>
  );
}

function ContactFormFields({ lastResult, action }: ContactFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.has("message");
  const formError = lastResult?.error?.[""]?.[0];
  const type = field(lastResult, "type");
  const name = field(lastResult, "name");
  const email = field(lastResult, "email");
  const contactNumber = field(lastResult, "contactNumber");
  const message = field(lastResult, "message");
  return (
    <Form method="post" action={action} className="contact-form" id="contact-form" noValidate>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <fieldset className="field choice-group" aria-describedby={type.error ? type.errorId : undefined}>
        <legend>I am interested in</legend>
        <div className="choice-group__options">
          {CONTACT_TYPE_VALUES.map((value) => (
            <label key={value} className="choice">
              <input type="radio" name="type" value={value} defaultChecked={type.defaultValue === value} />
              <span>{CONTACT_TYPE_LABELS[value as ContactType]}</span>
            </label>
          ))}
        </div>
        <FieldError id={type.errorId} error={type.error} />
      </fieldset>
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor={name.id}>Name</label>
          <input type="text" autoComplete="name" {...name.inputProps} />
          <FieldError id={name.errorId} error={name.error} />
        </div>
        <div className="field">
          <label htmlFor={email.id}>Email</label>
          <input type="email" autoComplete="email" {...email.inputProps} />
          <FieldError id={email.errorId} error={email.error} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={contactNumber.id}>Contact number</label>
        <input type="tel" autoComplete="tel" {...contactNumber.inputProps} />
        <FieldError id={contactNumber.errorId} error={contactNumber.error} />
      </div>
      <div className="field">
        <label htmlFor={message.id}>Message</label>
        <textarea rows={4} {...message.inputProps} />
        <FieldError id={message.errorId} error={message.error} />
      </div>
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

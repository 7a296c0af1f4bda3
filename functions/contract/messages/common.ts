// Messages of spec 000 (validation table, error catalogue), shown verbatim by the API and the UI.
// The error catalogue is in errors.ts: every page's error boundary ships it to the browser, the
// field messages only where a form needs them.
export * from "./errors";

/** Spec 000 section 2's question on leaving registration; the listing wizard asks the same. */
export const LEAVE_WARNING =
  "Are you sure you want to leave this page? Any unsaved changes will be lost. Please confirm to proceed.";

export const FIELD_MESSAGES = {
  required: "Field is required",
  requiredShort: "Field required",
  invalidEmail: "Invalid email format",
  emailWrongFormat: "Email has the wrong format",
  passwordTooShort: "Password is too short - should be 6 chars minimum.",
  passwordsMustMatch: "Passwords must be the same",
  onlyNumbers: "Type only numbers",
  correctCharacters: "Type correct characters",
  dateWrongFormat: "Date has the wrong format",
  length: (n: number) => `Length equals ${n} characters`,
  maxLength: (n: number) => `Max length equals ${n} characters`,
  minLength: (n: number) => `Min length equals ${n} characters`,
  atLeast: (n: number) => `Must be at least ${n}`,
  postalCodeNotFound: "Provided postal code does not exist",
} as const;

export const SUCCESS_MESSAGES = {
  emailSent: "Email sent successfully",
  passwordChanged: "Your password has been changed. You can now log in.",
} as const;

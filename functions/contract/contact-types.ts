// Labels of the contact form's interest choice (spec 000 section 3 "Contact message"); no zod here
// so the browser bundle can use it.
import type { ContactType } from "./accounts";

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  SELLING: "Selling",
  BUYING: "Buying",
  BOTH: "Both",
};

// The contact form of spec 000 (section 2 "Contact form", section 5: all fields required, max 120).
// One schema for the API, the Remix action and the tests, so the messages never drift.
import { z } from "zod";
import { CONTACT_TYPES } from "./accounts";
import { FIELD_MESSAGES } from "./messages/common";

export const CONTACT_FIELD_MAX = 120;

const required = { required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required };

const text = () =>
  z
    .string(required)
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(CONTACT_FIELD_MAX, FIELD_MESSAGES.maxLength(CONTACT_FIELD_MAX));

export const ContactMessageSchema = z.object({
  type: z.enum(CONTACT_TYPES, { errorMap: () => ({ message: FIELD_MESSAGES.required }) }),
  name: text(),
  // The format check runs only once the value is present and short enough, so one message shows.
  email: text().pipe(z.string().email(FIELD_MESSAGES.emailWrongFormat)),
  contactNumber: text(),
  message: text(),
});

export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;

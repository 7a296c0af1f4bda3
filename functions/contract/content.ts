// Content pages (terms, privacy, FAQ, about...) addressed by their path segment (spec 001 2.11):
// the slug rule the web app checks before asking, the admin's save schema, and the page answer.
import { z } from "zod";
import { FIELD_MESSAGES } from "./messages/common";

export const CONTENT_LIMITS = { slugMax: 100, titleMax: 200, htmlMax: 200_000 } as const;

/** A path segment: lower-case words joined by hyphens, e.g. "terms-and-conditions". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ContentSlugSchema = z
  .string({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required })
  .trim()
  .min(1, FIELD_MESSAGES.required)
  .max(CONTENT_LIMITS.slugMax, FIELD_MESSAGES.maxLength(CONTENT_LIMITS.slugMax))
  .regex(SLUG_PATTERN, FIELD_MESSAGES.correctCharacters);

export const ContentPageSchema = z.object({
  link: ContentSlugSchema,
  title: z
    .string({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(CONTENT_LIMITS.titleMax, FIELD_MESSAGES.maxLength(CONTENT_LIMITS.titleMax)),
  html: z
    .string({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required })
    .max(CONTENT_LIMITS.htmlMax, FIELD_MESSAGES.maxLength(CONTENT_LIMITS.htmlMax)),
});

export interface ContentPage {
  title: string;
  /** Sanitised HTML, safe to render as is. */
  content: string;
}

// Content pages (terms, privacy, FAQ, about...) addressed by their path segment (spec 001 2.11).
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { contentPages } from "../db/schema";
import { FIELD_MESSAGES } from "../contract/messages/common";
import { sanitizeHtml } from "./sanitize-html";

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

export async function getContentPage(db: Db, slug: string): Promise<ContentPage | null> {
  const row = await db
    .select({ title: contentPages.title, content: contentPages.html })
    .from(contentPages)
    .where(eq(contentPages.slug, slug))
    .get();
  return row ?? null;
}

/** Creates or replaces a page; the HTML is sanitised here so nothing unsafe is ever stored. */
export async function saveContentPage(
  db: Db,
  page: { slug: string; title: string; html: string },
  nowIso = new Date().toISOString(),
): Promise<ContentPage> {
  const html = await sanitizeHtml(page.html);
  const title = page.title.trim();
  await db
    .insert(contentPages)
    .values({ slug: page.slug, title, html, updatedOn: nowIso })
    .onConflictDoUpdate({ target: contentPages.slug, set: { title, html, updatedOn: nowIso } });
  return { title, content: html };
}

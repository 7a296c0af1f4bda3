// Content pages (terms, privacy, FAQ, about...) addressed by their path segment (spec 001 2.11).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentPages } from "../db/schema";
import type { ContentPage } from "../contract/content";
import { sanitizeHtml } from "./sanitize-html";

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

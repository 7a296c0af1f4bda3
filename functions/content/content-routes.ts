// POST /site-creator {link} reads a content page (spec 001 section 7); PUT /site-creator
// {link, title, html} lets a SUPER_ADMIN create or replace one, sanitised on save.
import { z } from "../contract/answers/zod";
import type { Route } from "../api/types";
import { json, notFound, parseBody } from "../api/http";
import { requireSuperAdmin } from "../api/super-admin";
import { FIELD_MESSAGES } from "../contract/messages/common";
import { ContentPageSchema, ContentSlugSchema } from "../contract/content";
import { getContentPage, saveContentPage } from "./content-pages";

const ReadBody = z.object({
  link: z.string({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required }).max(200),
});

/** A content page as the site shows it: its title and sanitised HTML. */
const ContentPageAnswer = z.object({ title: z.string(), content: z.string() }).openapi("ContentPage");

export const contentRoutes: Route[] = [
  {
    method: "POST",
    path: "/site-creator",
    access: "public",
    summary: "Read a content page by its link",
    tags: ["content"],
    statuses: [404],
    responses: { 200: ContentPageAnswer },
    request: { body: ReadBody },
    handler: async ({ db, request }) => {
      const { link } = await parseBody(request, ReadBody);
      // Anything that is not a well-formed segment cannot name a page: it is simply not found.
      const slug = ContentSlugSchema.safeParse(link);
      const page = slug.success ? await getContentPage(db, slug.data) : null;
      if (!page) throw notFound();
      return json(page);
    },
  },
  {
    method: "PUT",
    path: "/site-creator",
    access: "member",
    // The role before the body, as the ops routes: a dealer learns nothing from field errors.
    guard: requireSuperAdmin,
    summary: "SUPER_ADMIN: create or replace a content page (HTML sanitised on save)",
    tags: ["content", "admin"],
    responses: { 200: ContentPageAnswer },
    request: { body: ContentPageSchema },
    handler: async ({ db, request, caller, clock }) => {
      requireSuperAdmin({ caller });
      const { link, title, html } = await parseBody(request, ContentPageSchema);
      return json(await saveContentPage(db, { slug: link, title, html }, clock.iso()));
    },
  },
];

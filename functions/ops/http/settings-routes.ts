// /api/ops/content-pages and /api/ops/fee-settings: the content pages of spec 001 2.11 (HTML
// sanitised on save, functions/content) and the fee settings the auction engine reads (decision
// 0017: seller bands and the launch fee live in fee_settings; buyer bands are fixed by spec 001
// section 9 and shown read-only). SUPER_ADMIN only; every change is audited.
import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Route } from "../../api/types";
import { invalid, json, notFound, parseBody } from "../../api/http";
import { contentPages, feeSettings } from "../../db/schema";
import { ContentPageBody, FeeSettingsSchema, SlugParams } from "../../contract/ops";
import { OPS_MESSAGES } from "../../contract/messages/ops";
import type { OpsFeeSettings } from "../../contract/dto/ops";
import { BUYER_FEE_BANDS } from "../../contract/fees";
import { saveContentPage } from "../../content/content-pages";
import { ContentSlugSchema } from "../../contract/content";
import { auditInsert } from "../audit";
import { OK_ANSWER, opsRoute } from "./ops-route";
import { readSellerFeeBands } from "../fee-settings";
import { OpsContentPageSchema, OpsContentPageSummarySchema, OpsFeeSettingsSchema } from "../../contract/answers/ops";

function slugOf(raw: string | undefined): string {
  const slug = ContentSlugSchema.safeParse(raw ?? "");
  if (!slug.success) throw notFound();
  return slug.data;
}

export const settingsRoutes: Route[] = [
  opsRoute({
    method: "GET",
    path: "/ops/content-pages",
    summary: "SUPER_ADMIN: every content page (slug, title, last saved)",
    responses: { 200: z.array(OpsContentPageSummarySchema) },
    handler: async (c) => {
      const pages = await c.db
        .select({ slug: contentPages.slug, title: contentPages.title, updatedOn: contentPages.updatedOn })
        .from(contentPages)
        .orderBy(asc(contentPages.slug));
      return json(pages);
    },
  }),
  opsRoute({
    method: "GET",
    path: "/ops/content-pages/{slug}",
    summary: "SUPER_ADMIN: one content page with its stored (sanitised) HTML",
    responses: { 200: OpsContentPageSchema },
    request: { params: SlugParams },
    handler: async (c) => {
      const page = await c.db
        .select()
        .from(contentPages)
        .where(eq(contentPages.slug, slugOf(c.params.slug)))
        .get();
      if (!page) throw notFound();
      return json({ slug: page.slug, title: page.title, html: page.html, updatedOn: page.updatedOn });
    },
  }),
  opsRoute({
    method: "PUT",
    path: "/ops/content-pages/{slug}",
    summary: "SUPER_ADMIN: create or replace a content page (HTML sanitised on save)",
    request: { params: SlugParams, body: ContentPageBody },
    responses: { 200: OK_ANSWER },
    handler: async (c) => {
      const slug = slugOf(c.params.slug);
      const { title, html } = await parseBody(c.request, ContentPageBody);
      const saved = await saveContentPage(c.db, { slug, title, html }, c.clock.iso());
      await auditInsert(
        c.db,
        c.caller,
        "CONTENT_PAGE_SAVED",
        { type: "CONTENT_PAGE", id: slug },
        { title: saved.title, length: saved.content.length },
      );
      return json({ ok: true, message: OPS_MESSAGES.contentSaved });
    },
  }),
  opsRoute({
    method: "GET",
    path: "/ops/fee-settings",
    summary: "SUPER_ADMIN: buyer bands (fixed), seller bands and the launch fee (editable)",
    responses: { 200: OpsFeeSettingsSchema },
    handler: async (c) => {
      const sellerBands = await readSellerFeeBands(c.db);
      const launch = await c.db.select().from(feeSettings).where(eq(feeSettings.kind, "LAUNCH_FEE")).get();
      const body: OpsFeeSettings = {
        buyerBands: BUYER_FEE_BANDS.map((b) => ({ upToInPence: b.upToInPence, feeInPence: b.feeInPence })),
        sellerBands,
        launchFee: launch ? { id: launch.id, upToInPence: launch.upToInPence, feeInPence: launch.feeInPence } : null,
      };
      return json(body);
    },
  }),
  opsRoute({
    method: "PUT",
    path: "/ops/fee-settings",
    summary: "SUPER_ADMIN: change fee amounts (pence) of existing seller bands and the launch fee",
    request: { body: FeeSettingsSchema },
    responses: { 200: OK_ANSWER },
    handler: async (c) => {
      const { fees } = await parseBody(c.request, FeeSettingsSchema);
      const ids = fees.map((f) => f.id);
      const before = await c.db.select().from(feeSettings).where(inArray(feeSettings.id, ids));
      const unknown = fees.findIndex((f) => !before.some((b) => b.id === f.id));
      if (unknown >= 0) throw invalid({ [`fees.${unknown}.id`]: [OPS_MESSAGES.feeNotFound] });
      const changed = fees.filter((f) => before.find((b) => b.id === f.id)!.feeInPence !== f.feeInPence);
      if (changed.length) {
        await c.db.batch([
          auditInsert(
            c.db,
            c.caller,
            "FEE_SETTINGS_CHANGED",
            { type: "FEE_SETTINGS", id: changed.map((f) => f.id).join(",") },
            {
              changes: changed.map((f) => {
                const b = before.find((x) => x.id === f.id)!;
                return { id: f.id, kind: b.kind, upToInPence: b.upToInPence, from: b.feeInPence, to: f.feeInPence };
              }),
            },
          ),
          ...changed.map((f) =>
            c.db.update(feeSettings).set({ feeInPence: f.feeInPence }).where(eq(feeSettings.id, f.id)),
          ),
        ]);
      }
      return json({ ok: true, message: OPS_MESSAGES.feesSaved });
    },
  }),
];

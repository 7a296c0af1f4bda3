// The wizard's smaller calls (spec 001 section 7): the feature list, the member's default
// description, and the per-step server checks, which answer 412 with field errors like the save.
import { z, type ZodType, type ZodTypeDef } from "zod";
import type { ApiContext, Route } from "../api/types";
import { invalid, json, parseBody, type FieldErrors } from "../api/http";
import { postWithBody } from "../api/body-route";
import { VEHICLE_FEATURES } from "../contract/vehicle-features";
import { DraftMediaSchema, DraftServiceHistorySchema, DraftSettingsSchema } from "../contract/wizard/draft-request";
import { mediaErrors, sectionErrors } from "../contract/wizard/draft-errors";
import { DESCRIPTION_MAX, tyreSchema } from "../contract/wizard/step-schemas";
import type { DraftDto } from "../contract/dto/draft";
import { PHOTO_PERSPECTIVES } from "../contract/vehicles";
import { FIELD_MESSAGES } from "../contract/messages/common";
import { ukToday } from "../auctions/http/route-helpers";
import { requireSellerCaller } from "../organisation/seller-access";

const tags = ["wizard"];

/**
 * A step's server check: the seller posts the step's fields and gets 200 { valid: true }, or 412
 * with the field errors the check finds (the same messages as the save).
 */
function checkRoute<T>(
  path: string,
  summary: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  check: (c: ApiContext, body: T, organizationId: number) => Promise<FieldErrors> | FieldErrors,
): Route {
  const valid = { 200: z.object({ valid: z.literal(true) }) };
  return postWithBody({ path, access: "member", summary, tags, responses: valid }, schema, async (c, body) => {
    const errors = await check(c, body, requireSellerCaller(c));
    if (Object.keys(errors).length) throw invalid(errors);
    return json({ valid: true });
  });
}

type DraftSettings = z.infer<typeof DraftSettingsSchema>;

async function settingsErrors(c: ApiContext, body: DraftSettings, organizationId: number): Promise<FieldErrors> {
  const org = await c.env.DB.prepare("SELECT group_id FROM organizations WHERE id = ?")
    .bind(organizationId)
    .first<{ group_id: number | null }>();
  const settings = {
    description: null,
    defaultDescription: null,
    locationId: null,
    type: null,
    minimumPriceInPence: null,
    autoAcceptPriceInPence: null,
    buyNowPriceInPence: null,
    tryingToDealDeliveryDate: null,
    tryingToDealDeliveryDateType: null,
    timeOption: null,
    publishTarget: null,
    ...body,
  };
  const draft = { descriptionAndSettings: settings } as DraftDto;
  const context = { today: ukToday(c.clock.now()), hasGroup: (org?.group_id ?? null) !== null };
  const errors = {
    ...sectionErrors("description", draft, context),
    ...sectionErrors("descriptionAndSettings", draft, context),
  };
  if (settings.locationId !== null && !errors.locationId) {
    const own = await c.env.DB.prepare("SELECT 1 FROM locations WHERE id = ? AND organization_id = ?")
      .bind(settings.locationId, organizationId)
      .first();
    if (!own) errors.locationId = [FIELD_MESSAGES.required];
  }
  return errors;
}

function photoErrors(body: z.infer<typeof DraftMediaSchema>): FieldErrors {
  const photos = body.photos.map((p, i) => ({
    mediaMetadataId: p.mediaMetadataId,
    fileUrl: "",
    thumbnailUrl: null,
    perspective: p.perspective ?? PHOTO_PERSPECTIVES[Math.min(i, PHOTO_PERSPECTIVES.length - 1)],
    sortNumber: i + 1,
    status: "SENT" as const,
    damages: p.damages.map((d) => ({
      mediaMetadataId: d.mediaMetadataId,
      fileUrl: "",
      damageType: d.damageType ?? null,
    })),
  }));
  return mediaErrors(photos);
}

function serviceHistoryErrors(c: ApiContext, body: z.infer<typeof DraftServiceHistorySchema>): FieldErrors {
  const draft = { serviceHistory: { ...body, type: body.type ?? null } } as unknown as DraftDto; // only this section is read
  return sectionErrors("serviceHistory", draft, { today: ukToday(c.clock.now()), hasGroup: false });
}

const DefaultDescription = z.object({ defaultDescription: z.string().max(DESCRIPTION_MAX).nullable() });

export const wizardRoutes: Route[] = [
  {
    method: "GET",
    path: "/vehicle-specification",
    access: "member",
    summary: "Every standard vehicle feature",
    tags,
    responses: { 200: z.array(z.object({ id: z.number().int(), value: z.string(), category: z.string() })) },
    handler: () => json(VEHICLE_FEATURES, { headers: { "cache-control": "private, max-age=300" } }),
  },
  {
    method: "GET",
    path: "/organization-member/default-description",
    access: "member",
    summary: "The caller's stored default listing description",
    tags,
    responses: { 200: DefaultDescription },
    handler: async (c) => {
      const row = await c.env.DB.prepare("SELECT default_description AS d FROM members WHERE id = ?")
        .bind(c.caller.id)
        .first<{ d: string | null }>();
      return json({ defaultDescription: row?.d ?? null });
    },
  },
  {
    method: "POST",
    path: "/organization-member/default-description",
    access: "member",
    summary: "Store the caller's default listing description",
    tags,
    request: { body: DefaultDescription },
    responses: { 200: DefaultDescription },
    handler: async (c) => {
      requireSellerCaller(c);
      const { defaultDescription } = await parseBody(c.request, DefaultDescription);
      const value = defaultDescription?.trim() || null;
      await c.env.DB.prepare("UPDATE members SET default_description = ? WHERE id = ?").bind(value, c.caller.id).run();
      return json({ defaultDescription: value });
    },
  },
  checkRoute(
    "/auction/validate-description-and-settings",
    "Check the description and launch settings (412 with field errors)",
    DraftSettingsSchema,
    settingsErrors,
  ),
  checkRoute(
    "/auction/validate-vehicle-media",
    "Check the photos: 12 or more, every required perspective, damage types",
    DraftMediaSchema,
    (_c, body) => photoErrors(body),
  ),
  // The schema's own 412 is the whole check.
  checkRoute("/auction/validate-tyre-tread-depths", "Check the four tyre depths (1 to 8 mm)", tyreSchema, () => ({})),
  checkRoute(
    "/auction/validate-service-history",
    "Check the service history: type, and records or scans unless NONE",
    DraftServiceHistorySchema,
    serviceHistoryErrors,
  ),
];

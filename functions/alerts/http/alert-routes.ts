// /organization-member-search-alert (POST, PUT, /validate, /check, /read-all, /{id} GET and DELETE)
// and GET /search-alert-options (spec 000 section 7). Each call acts on the caller's own alerts
// only; another member's alert id answers 404, as one that does not exist.
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { forbidden, invalid, json, notFound, parseBody } from "../../api/http";
import { SearchAlertSchema, ReadAllAlertsSchema, type SearchAlertInput } from "../../contract/alerts";
import { ALERT_MESSAGES } from "../../contract/messages/alerts";
import type { AlertPrecheckDto } from "../../contract/dto/alerts";
import { alertOptions, optionErrors } from "../options";
import * as store from "../alert-store";

const BASE = "/organization-member-search-alert";
const IdParams = z.object({ id: z.coerce.number().int().positive() });
const AlertData = z.object({
  id: z.number(),
  vehicleMakeId: z.number(),
  vehicleMakeName: z.string().nullable(),
  vehicleModelId: z.number(),
  vehicleModelName: z.string().nullable(),
  yearFrom: z.number(),
  yearTo: z.number(),
  distanceMaxValueInMiles: z.number(),
  mileageMaxValue: z.number(),
  createdOn: z.string(),
});
const Option = z.object({ value: z.number(), label: z.string() });
const MessageData = z.object({ message: z.string() });

/** The caller as an alert owner: a member of an organisation. */
function owner(c: ApiContext): { id: number; organizationId: number } {
  if (c.caller.organizationId === null) throw forbidden();
  return { id: c.caller.id, organizationId: c.caller.organizationId };
}

function idOf(c: ApiContext): number {
  const id = Number(c.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(ALERT_MESSAGES.NOT_FOUND);
  return id;
}

/** The body, checked by the schema (router) and against the option lists and makes (412). */
async function checkedAlert(c: ApiContext): Promise<SearchAlertInput> {
  const input = await parseBody(c.request, SearchAlertSchema);
  const errors = await optionErrors(c.env.DB, input, c.clock.now());
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return input;
}

const alertBody = { body: SearchAlertSchema };

export const alertRoutes: Route[] = [
  {
    method: "GET",
    path: "/search-alert-options",
    access: "member",
    summary: "Option lists of the search alert form",
    tags: ["alerts"],
    responses: {
      200: z.object({ distanceInMiles: z.array(Option), valueInMiles: z.array(Option), yearsAgo: z.array(Option) }),
    },
    handler: (c) => json(alertOptions(c.clock.now())),
  },
  {
    method: "POST",
    path: `${BASE}/validate`,
    access: "member",
    summary: "Validate a search alert (412 field errors)",
    tags: ["alerts"],
    request: alertBody,
    responses: { 200: z.object({ valid: z.literal(true) }) },
    handler: async (c) => {
      owner(c);
      await checkedAlert(c);
      return json({ valid: true as const });
    },
  },
  {
    method: "POST",
    path: `${BASE}/check`,
    access: "member",
    summary: "The alert pre-check: NO_ACTION, or a title and message to confirm",
    tags: ["alerts"],
    request: alertBody,
    responses: {
      200: z.union([
        z.object({ action: z.literal("NO_ACTION") }),
        z.object({ action: z.literal("CONFIRM"), title: z.string(), message: z.string() }),
      ]),
    },
    handler: async (c) => {
      const me = owner(c);
      const input = await checkedAlert(c);
      const row = await store.buildAlertRow(c.env.DB, me.id, input);
      let answer: AlertPrecheckDto = { action: "NO_ACTION" };
      if (await store.hasDuplicate(c.env.DB, me.id, row, input.id ?? null)) {
        answer = {
          action: "CONFIRM",
          title: ALERT_MESSAGES.DUPLICATE_TITLE,
          message: ALERT_MESSAGES.DUPLICATE_MESSAGE,
        };
      } else if (row.distanceMax !== -1 && row.originLat === null) {
        answer = {
          action: "CONFIRM",
          title: ALERT_MESSAGES.NO_LOCATION_TITLE,
          message: ALERT_MESSAGES.NO_LOCATION_MESSAGE,
        };
      }
      return json(answer);
    },
  },
  {
    method: "POST",
    path: `${BASE}/read-all`,
    access: "member",
    memberInBatch: true,
    summary: "The caller's search alerts, paged, oldest first",
    tags: ["alerts"],
    request: { body: ReadAllAlertsSchema },
    responses: { 200: z.object({ content: z.array(AlertData), totalElements: z.number(), last: z.boolean() }) },
    handler: async (c) => {
      const me = owner(c);
      const body = await parseBody(c.request, ReadAllAlertsSchema);
      return json(await store.readAlertPage(c.env.DB, me.id, body.page ?? 0, body.size ?? 10, c.memberRead));
    },
  },
  {
    method: "POST",
    path: BASE,
    access: "member",
    summary: "Create a search alert",
    tags: ["alerts"],
    request: alertBody,
    responses: { 200: AlertData.extend({ message: z.string() }) },
    handler: async (c) => {
      const me = owner(c);
      const input = await checkedAlert(c);
      const id = await store.insertAlert(c.env.DB, me, await store.buildAlertRow(c.env.DB, me.id, input));
      return json({ ...(await store.readAlert(c.env.DB, me.id, id))!, message: ALERT_MESSAGES.CREATED });
    },
  },
  {
    method: "PUT",
    path: BASE,
    access: "member",
    summary: "Update one of the caller's search alerts (by id in the body)",
    tags: ["alerts"],
    statuses: [404],
    request: alertBody,
    responses: { 200: AlertData.extend({ message: z.string() }) },
    handler: async (c) => {
      const me = owner(c);
      const input = await checkedAlert(c);
      if (!input.id) throw invalid({ id: [ALERT_MESSAGES.REQUIRED] });
      const row = await store.buildAlertRow(c.env.DB, me.id, input);
      if (!(await store.updateAlert(c.env.DB, me.id, input.id, row))) throw notFound(ALERT_MESSAGES.NOT_FOUND);
      return json({ ...(await store.readAlert(c.env.DB, me.id, input.id))!, message: ALERT_MESSAGES.UPDATED });
    },
  },
  {
    method: "GET",
    path: `${BASE}/{id}`,
    access: "member",
    summary: "One of the caller's search alerts",
    tags: ["alerts"],
    request: { params: IdParams },
    responses: { 200: AlertData },
    handler: async (c) => {
      const me = owner(c);
      const alert = await store.readAlert(c.env.DB, me.id, idOf(c));
      if (!alert) throw notFound(ALERT_MESSAGES.NOT_FOUND);
      return json(alert);
    },
  },
  {
    method: "DELETE",
    path: `${BASE}/{id}`,
    access: "member",
    summary: "Delete one of the caller's search alerts",
    tags: ["alerts"],
    request: { params: IdParams },
    responses: { 200: MessageData },
    handler: async (c) => {
      const me = owner(c);
      if (!(await store.deleteAlert(c.env.DB, me.id, idOf(c)))) throw notFound(ALERT_MESSAGES.NOT_FOUND);
      return json({ message: ALERT_MESSAGES.REMOVED });
    },
  },
];

// /organization-member-push-subscription (issue 24): the caller's devices that receive pushes.
// GET lists them, POST adds this browser (or takes over its row when the browser re-subscribes or
// another member now signs in on it), DELETE /{id} removes one of the caller's own, and POST
// /remove removes this browser by its endpoint (sign-out, "turn off on this device"). Another
// member's device answers 404, as one that does not exist. GET /push-config is public.
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { conflict, forbidden, invalid, json, notFound, parseBody } from "../../api/http";
import { readWithMember, type MemberRead } from "../../api/auth-in-batch";
import { isProduction } from "../../env";
import {
  PushSubscribeSchema,
  PushUnsubscribeSchema,
  deviceLabel,
  type PushConfigDto,
  type PushDeviceDto,
} from "../../contract/push";
import { PUSH_MESSAGES } from "../../contract/messages/push";
import { fromBase64url } from "../base64url";
import { vapidKeys } from "../config";

const BASE = "/organization-member-push-subscription";
const Device = z.object({
  id: z.number(),
  label: z.string(),
  createdOn: z.string(),
  lastSentOn: z.string().nullable(),
});
const DEVICE_COLUMNS = "id, label, created_on AS createdOn, last_sent_on AS lastSentOn";

function member(c: ApiContext): { id: number; organizationId: number } {
  if (c.caller.organizationId === null) throw forbidden();
  return { id: c.caller.id, organizationId: c.caller.organizationId };
}

async function devices(db: D1Database, memberId: number, member?: MemberRead | null): Promise<PushDeviceDto[]> {
  const statement = db
    .prepare(`SELECT ${DEVICE_COLUMNS} FROM push_subscriptions WHERE member_id = ? ORDER BY id`)
    .bind(memberId);
  return (await readWithMember(db, statement, member)).results as PushDeviceDto[];
}

/** Deletes rows of the caller only; the queued pushes of a removed device go with it. */
async function removeWhere(db: D1Database, where: string, ...params: unknown[]): Promise<number> {
  const [, removed] = await db.batch([
    db
      .prepare(`DELETE FROM push_outbox WHERE subscription_id IN (SELECT id FROM push_subscriptions WHERE ${where})`)
      .bind(...params),
    db.prepare(`DELETE FROM push_subscriptions WHERE ${where}`).bind(...params),
  ]);
  return removed.meta.changes ?? 0;
}

/** Removes every device of a member (both push toggles turned off). */
export const removeAllDevices = (db: D1Database, memberId: number) => removeWhere(db, "member_id = ?", memberId);

export const pushRoutes: Route[] = [
  {
    method: "GET",
    path: "/push-config",
    access: "public",
    summary: "Whether this server sends Web Push, and the VAPID public key browsers subscribe with",
    tags: ["notifications"],
    responses: { 200: z.object({ enabled: z.boolean(), publicKey: z.string().nullable() }) },
    handler: (c) => {
      const keys = vapidKeys(c.env);
      const dto: PushConfigDto = { enabled: keys !== null, publicKey: keys?.publicKey ?? null };
      return json(dto);
    },
  },
  {
    method: "GET",
    path: BASE,
    access: "member",
    memberInBatch: true,
    summary: "The caller's devices that receive push notifications",
    tags: ["notifications"],
    responses: { 200: z.array(Device) },
    handler: async (c) => json(await devices(c.env.DB, member(c).id, c.memberRead)),
  },
  {
    method: "POST",
    path: BASE,
    access: "member",
    summary: "Subscribe this browser or installed app (the Push API's PushSubscription.toJSON())",
    tags: ["notifications"],
    request: { body: PushSubscribeSchema },
    responses: { 201: Device },
    handler: async (c) => {
      const me = member(c);
      if (!vapidKeys(c.env)) throw conflict(PUSH_MESSAGES.OFF_ON_SERVER, "PUSH_DISABLED");
      const body = await parseBody(c.request, PushSubscribeSchema);
      if (isProduction(c.env) && !body.endpoint.startsWith("https://")) {
        throw invalid({ endpoint: ["Not a push service URL"] });
      }
      if (fromBase64url(body.keys.p256dh).length !== 65 || fromBase64url(body.keys.auth).length !== 16) {
        throw invalid({ keys: ["Not the keys of a push subscription"] });
      }
      const label = body.label || deviceLabel(c.request.headers.get("user-agent"));
      const row = await c.env.DB.prepare(
        `INSERT INTO push_subscriptions (member_id, organization_id, endpoint, p256dh, auth, label)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (endpoint) DO UPDATE SET member_id = ?1, organization_id = ?2, p256dh = ?4, auth = ?5, label = ?6
         RETURNING ${DEVICE_COLUMNS}`,
      )
        .bind(me.id, me.organizationId, body.endpoint, body.keys.p256dh, body.keys.auth, label)
        .first<PushDeviceDto>();
      return json(row, { status: 201 });
    },
  },
  {
    method: "POST",
    path: `${BASE}/remove`,
    access: "member",
    summary: "Unsubscribe this browser by its endpoint (sign-out, push turned off on this device)",
    tags: ["notifications"],
    request: { body: PushUnsubscribeSchema },
    responses: { 200: z.object({ message: z.string() }) },
    handler: async (c) => {
      const { endpoint } = await parseBody(c.request, PushUnsubscribeSchema);
      await removeWhere(c.env.DB, "endpoint = ? AND member_id = ?", endpoint, member(c).id);
      return json({ message: PUSH_MESSAGES.UNSUBSCRIBED });
    },
  },
  {
    method: "DELETE",
    path: `${BASE}/{id}`,
    access: "member",
    summary: "Remove one of the caller's devices",
    tags: ["notifications"],
    request: { params: z.object({ id: z.coerce.number().int().positive() }) },
    responses: { 200: z.object({ message: z.string() }) },
    handler: async (c) => {
      const id = Number(c.params.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
      const removed = await removeWhere(c.env.DB, "id = ? AND member_id = ?", id, member(c).id);
      if (removed === 0) throw notFound();
      return json({ message: PUSH_MESSAGES.DEVICE_REMOVED });
    },
  },
];

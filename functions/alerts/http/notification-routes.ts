// /organization-member-notification (GET, PUT): the caller's four toggles (spec 000 sections 2, 4
// and 7); /organization-member-notice: the caller's notices, newest first (ours, issue 13). A
// member reads and writes only their own settings and notices.
import { z } from "zod";
import type { Route } from "../../api/types";
import { json, parseBody, forbidden } from "../../api/http";
import { readWithMember, type MemberRead } from "../../api/auth-in-batch";
import {
  NOTIFICATION_SETTING_TYPES,
  NotificationSettingsSchema,
  type NotificationSettingsInput,
} from "../../contract/alerts";
import type { NotificationSettingsDto } from "../../contract/dto/alerts";
import { NOTIFICATION_MESSAGES } from "../../contract/messages/alerts";
import { removeAllDevices } from "../../push/http/subscription-routes";

interface SettingsRow {
  emailSystem: number;
  emailSearchAlerts: number;
  pushSystem: number;
  pushSearchAlerts: number;
}

const ALL_ON: SettingsRow = { emailSystem: 1, emailSearchAlerts: 1, pushSystem: 1, pushSearchAlerts: 1 };

function toDto(r: SettingsRow): NotificationSettingsDto {
  return {
    emailNotifications: [
      { settingsType: "SYSTEM", checked: r.emailSystem === 1 },
      { settingsType: "SEARCH_ALERTS", checked: r.emailSearchAlerts === 1 },
    ],
    pushNotifications: [
      { settingsType: "SYSTEM", checked: r.pushSystem === 1 },
      { settingsType: "SEARCH_ALERTS", checked: r.pushSearchAlerts === 1 },
    ],
  };
}

const settingsStatement = (db: D1Database, memberId: number) =>
  db
    .prepare(
      `SELECT email_system AS emailSystem, email_search_alerts AS emailSearchAlerts, push_system AS pushSystem,
         push_search_alerts AS pushSearchAlerts FROM member_notification_settings WHERE member_id = ?`,
    )
    .bind(memberId);

async function readSettings(
  db: D1Database,
  memberId: number,
  member?: MemberRead | null,
): Promise<NotificationSettingsDto> {
  const row = (await readWithMember(db, settingsStatement(db, memberId), member)).results[0] as SettingsRow | undefined;
  return toDto(row ?? ALL_ON);
}

/** A setting absent from the body keeps its stored value. */
function merged(current: NotificationSettingsDto, body: NotificationSettingsInput) {
  const pick = (
    list: NotificationSettingsInput["emailNotifications"],
    was: NotificationSettingsDto["emailNotifications"],
    t: string,
  ) => ((list.find((s) => s.settingsType === t) ?? was.find((s) => s.settingsType === t))!.checked ? 1 : 0);
  return {
    emailSystem: pick(body.emailNotifications, current.emailNotifications, "SYSTEM"),
    emailSearchAlerts: pick(body.emailNotifications, current.emailNotifications, "SEARCH_ALERTS"),
    pushSystem: pick(body.pushNotifications, current.pushNotifications, "SYSTEM"),
    pushSearchAlerts: pick(body.pushNotifications, current.pushNotifications, "SEARCH_ALERTS"),
  };
}

const Setting = z.object({ settingsType: z.enum(NOTIFICATION_SETTING_TYPES), checked: z.boolean() });
const SettingsData = z.object({ emailNotifications: z.array(Setting), pushNotifications: z.array(Setting) });
const NoticeData = z.object({
  id: z.number(),
  kind: z.string(),
  auctionId: z.number().nullable(),
  title: z.string(),
  message: z.string(),
  createdOn: z.string(),
});

export const notificationRoutes: Route[] = [
  {
    method: "GET",
    path: "/organization-member-notification",
    access: "member",
    memberInBatch: true,
    summary: "The caller's notification settings",
    tags: ["notifications"],
    responses: { 200: SettingsData },
    handler: async (c) => json(await readSettings(c.env.DB, c.caller.id, c.memberRead)),
  },
  {
    method: "PUT",
    path: "/organization-member-notification",
    access: "member",
    summary: "Change the caller's notification settings",
    tags: ["notifications"],
    request: { body: NotificationSettingsSchema },
    responses: { 200: SettingsData.extend({ message: z.string() }) },
    handler: async (c) => {
      if (c.caller.organizationId === null) throw forbidden();
      const body = await parseBody(c.request, NotificationSettingsSchema);
      const s = merged(await readSettings(c.env.DB, c.caller.id), body);
      await c.env.DB.prepare(
        `INSERT INTO member_notification_settings (member_id, email_system, email_search_alerts, push_system, push_search_alerts)
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (member_id) DO UPDATE SET email_system = ?2, email_search_alerts = ?3,
           push_system = ?4, push_search_alerts = ?5, version = version + 1`,
      )
        .bind(c.caller.id, s.emailSystem, s.emailSearchAlerts, s.pushSystem, s.pushSearchAlerts)
        .run();
      // Push off for both kinds: no device of this member is kept (issue 24).
      if (s.pushSystem === 0 && s.pushSearchAlerts === 0) await removeAllDevices(c.env.DB, c.caller.id);
      return json({ ...toDto(s), message: NOTIFICATION_MESSAGES.SAVED });
    },
  },
  {
    method: "GET",
    path: "/organization-member-notice",
    access: "member",
    memberInBatch: true,
    summary: "The caller's latest notices (alert matches, outbid, won, ...)",
    tags: ["notifications"],
    responses: { 200: z.array(NoticeData) },
    handler: async (c) => {
      const statement = c.env.DB.prepare(
        `SELECT id, kind, auction_id AS auctionId, title, message, created_on AS createdOn FROM member_notices
         WHERE member_id = ? ORDER BY created_on DESC, id DESC LIMIT 50`,
      ).bind(c.caller.id);
      return json((await readWithMember(c.env.DB, statement, c.memberRead)).results);
    },
  },
];

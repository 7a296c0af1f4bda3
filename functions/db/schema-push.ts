// Web Push (issue 24): one row per subscribed browser or installed app of a member, and the push
// outbox (decision 0109). An outbox row is one notice for one device; (notice, device) is unique, so
// a batch that runs twice queues nothing twice. Deleting a device deletes what was queued for it.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { requiredRef, createdOn, memberRef, now, organizationRef, serialId } from "./schema-core";
import { memberNotices } from "./schema-alerts";

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: serialId(),
    memberId: memberRef(),
    organizationId: organizationRef(),
    /** The push service URL the browser gave; unique: a browser re-subscribing takes its row over. */
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the member sees in their device list ("Chrome on Android"). */
    label: text("label").notNull(),
    createdOn: createdOn(),
    lastSentOn: text("last_sent_on"),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_member_idx").on(t.memberId),
  ],
);

export const PUSH_OUTBOX_STATUSES = ["QUEUED", "SENDING", "SENT", "FAILED"] as const;

export const pushOutbox = sqliteTable(
  "push_outbox",
  {
    id: serialId(),
    noticeId: requiredRef("notice_id", () => memberNotices.id),
    subscriptionId: requiredRef("subscription_id", () => pushSubscriptions.id, { onDelete: "cascade" }),
    status: text("status", { enum: PUSH_OUTBOX_STATUSES }).notNull().default("QUEUED"),
    attempts: integer("attempts").notNull().default(0),
    /** Not sent before this (backoff after a failure; a claim's lease while SENDING). */
    dueOn: text("due_on").notNull().default(now),
    createdOn: createdOn(),
    sentOn: text("sent_on"),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("push_outbox_once_idx").on(t.noticeId, t.subscriptionId),
    index("push_outbox_due_idx").on(t.status, t.dueOn),
  ],
);

// The notices part of the Workers cron sweep (wrangler.toml): acceptance reminders that fell due,
// then the outbox rows written by SQL handed to the email API when one is configured.
import type { Env } from "../env";
import { drainOutbox } from "../email/outbox-drain";
import { remindAcceptances } from "./acceptance-reminders";
import { wakePushSender } from "../push/wake";

export async function sweepNotices(env: Env, nowMs: number): Promise<void> {
  await remindAcceptances(env.DB, nowMs, env.APP_URL);
  // Also a backstop: whatever the push outbox holds that is due goes now.
  await wakePushSender(env);
  await drainOutbox(env, nowMs);
}

// Outgoing email. Every message is written to the email_outbox table (the record, and locally the
// only delivery: the dev mailbox page reads it). With EMAIL_API_URL and EMAIL_API_KEY set, it is
// also posted to an HTTP email API; see ./http-sender.ts for that request's shape.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { emailOutbox } from "../db/schema";
import { createHttpSender, type EmailTransport } from "./http-sender";

import type { EmailMessage, EmailSender } from "./message";

export type { EmailMessage, EmailSender };

interface Background {
  waitUntil(promise: Promise<unknown>): void;
}

/** The local default: the outbox row is the delivery. */
export function outboxSender(db: Db): EmailSender & { record(message: EmailMessage): Promise<number> } {
  async function record(message: EmailMessage): Promise<number> {
    const row = await db
      .insert(emailOutbox)
      .values({ toAddress: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
      .returning({ id: emailOutbox.id })
      .get();
    return row.id;
  }
  return {
    record,
    async send(message) {
      await record(message);
    },
  };
}

/**
 * Records the message, then hands it to the transport in the background: the caller's answer must
 * not wait on (or, for password reset, reveal through its timing) a remote API.
 */
export function relayingSender(db: Db, transport: EmailTransport, background: Background): EmailSender {
  const outbox = outboxSender(db);
  return {
    async send(message) {
      const id = await outbox.record(message);
      background.waitUntil(
        transport(message).then(
          () =>
            db
              .update(emailOutbox)
              .set({ status: "SENT", sentOn: new Date().toISOString() })
              .where(eq(emailOutbox.id, id)),
          (error: unknown) =>
            db
              .update(emailOutbox)
              .set({ status: "FAILED", error: String(error instanceof Error ? error.message : error).slice(0, 500) })
              .where(eq(emailOutbox.id, id)),
        ),
      );
    },
  };
}

export function createEmailSender(env: Env, db: Db, background: Background): EmailSender {
  if (env.EMAIL_API_URL && env.EMAIL_API_KEY) {
    const transport = createHttpSender({
      url: env.EMAIL_API_URL,
      apiKey: env.EMAIL_API_KEY,
      from: env.EMAIL_FROM || env.SUPPORT_EMAIL,
    });
    return relayingSender(db, transport, background);
  }
  return outboxSender(db);
}

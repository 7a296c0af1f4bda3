// Tells the support team about a new contact message. For now it queues a row in email_outbox
// directly; when the email module's sender lands, this one function switches to it.
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { ContactMessageInput } from "./contact-schema";
import { CONTACT_TYPE_LABELS } from "./contact-types";

export async function queueContactNotification(db: Db, supportEmail: string, message: ContactMessageInput): Promise<void> {
  const interest = CONTACT_TYPE_LABELS[message.type];
  const text = [
    "A new message was sent from the website contact form.",
    "",
    `Interested in: ${interest}`,
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Contact number: ${message.contactNumber}`,
    "",
    message.message,
  ].join("\n");
  await db.insert(emailOutbox).values({
    toAddress: supportEmail,
    // Names are visitor input: keep the subject to one line.
    subject: `Website enquiry (${interest}) from ${message.name.replace(/[\r\n]+/g, " ")}`,
    text,
  });
}

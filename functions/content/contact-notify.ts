// Tells the support team about a new contact message, through the email module (outbox row, then
// the HTTP email API when one is configured).
import type { EmailSender } from "../email/sender";
import type { ContactMessageInput } from "../contract/contact-schema";
import { CONTACT_TYPE_LABELS } from "../contract/contact-types";

export async function queueContactNotification(
  sender: EmailSender,
  supportEmail: string,
  message: ContactMessageInput,
): Promise<void> {
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
  await sender.send({
    to: supportEmail,
    // Names are visitor input: keep the subject to one line.
    subject: `Website enquiry (${interest}) from ${message.name.replace(/[\r\n]+/g, " ")}`,
    text,
  });
}

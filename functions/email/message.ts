// The shape of one outgoing email and of whatever sends it: its own module so the outbox sender and
// the HTTP adapter both depend on it, not on each other.
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

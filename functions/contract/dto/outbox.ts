// GET /dev/outbox: one outgoing email as the dev mailbox page lists it (never in production).
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdOn: string;
}

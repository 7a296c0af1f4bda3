// GET /dev/outbox: the latest outgoing emails, for the dev mailbox page. Outside production only:
// the outbox holds live password-reset links.
import { desc } from "drizzle-orm";
import type { Route } from "../api/types";
import { json, notFound } from "../api/http";
import { emailOutbox } from "../db/schema";
import { isProduction } from "../env";
import type { OutboxMessage } from "../contract/dto/outbox";

export const devRoutes: Route[] = [
  {
    method: "GET",
    path: "/dev/outbox",
    access: "public",
    only: "non-production",
    summary: "The latest outgoing emails (dev mailbox)",
    tags: ["dev-only"],
    handler: async ({ db, env }) => {
      if (isProduction(env)) throw notFound();
      const rows = await db
        .select({
          id: emailOutbox.id,
          to: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          text: emailOutbox.text,
          status: emailOutbox.status,
          createdOn: emailOutbox.createdOn,
        })
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.id))
        .limit(50);
      return json<OutboxMessage[]>(rows);
    },
  },
];

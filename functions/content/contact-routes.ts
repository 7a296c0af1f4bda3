// POST /help-contact: the public contact form (spec 000 sections 2, 5 and 7).
import type { Route } from "../api/router";
import { json, parseBody, tooManyRequests } from "../api/http";
import { contactMessages } from "../db/schema";
import { SUCCESS_MESSAGES } from "../accounts/messages";
import { ContactMessageSchema } from "./contact-schema";
import { takeContactSlot } from "./contact-rate-limit";
import { queueContactNotification } from "./contact-notify";

export const contactRoutes: Route[] = [
  {
    method: "POST",
    path: "/help-contact",
    access: "public",
    handler: async ({ request, env, db, clock, ip }) => {
      const input = await parseBody(request, ContactMessageSchema);
      if (!(await takeContactSlot(env.DB, ip, clock.now()))) throw tooManyRequests();
      await db.insert(contactMessages).values({ ...input, createdOn: clock.iso() });
      await queueContactNotification(db, env.SUPPORT_EMAIL, input);
      return json({ message: SUCCESS_MESSAGES.emailSent });
    },
  },
];

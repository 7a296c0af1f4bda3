// POST /help-contact: the public contact form (spec 000 sections 2, 5 and 7).
import { z } from "zod";
import type { Route } from "../api/types";
import { json, parseBody, tooManyRequests } from "../api/http";
import { contactMessages } from "../db/schema";
import { SUCCESS_MESSAGES } from "../contract/messages/common";
import { ContactMessageSchema } from "../contract/contact-schema";
import { takeContactSlot } from "./contact-rate-limit";
import { queueContactNotification } from "./contact-notify";
import { createEmailSender } from "../email/sender";

export const contactRoutes: Route[] = [
  {
    method: "POST",
    path: "/help-contact",
    access: "public",
    summary: "Send the public contact form",
    tags: ["content"],
    errors: ["RATE_LIMITED"],
    request: { body: ContactMessageSchema },
    responses: { 200: z.object({ message: z.string() }) },
    handler: async ({ request, env, ctx, db, clock, ip }) => {
      const input = await parseBody(request, ContactMessageSchema);
      if (!(await takeContactSlot(db, ip, clock.now()))) throw tooManyRequests();
      await db.insert(contactMessages).values({ ...input, createdOn: clock.iso() });
      await queueContactNotification(createEmailSender(env, db, ctx), env.SUPPORT_EMAIL, input);
      return json({ message: SUCCESS_MESSAGES.emailSent });
    },
  },
];

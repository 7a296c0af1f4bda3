// POST /payment/stripe-webhook: Stripe's deliveries. Public (Stripe has no token) but every body must
// carry a valid `Stripe-Signature` for STRIPE_WEBHOOK_SECRET; the same event twice changes nothing.
import { z } from "zod";
import type { Route } from "../../api/types";
import { ApiError, badRequest, json } from "../../api/http";
import { verifyStripeSignature } from "../webhook-signature";
import { applyStripeEvent, type StripeEvent } from "../webhook";
import { sweepCharges } from "../charging";

const EventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.unknown()) }),
});

export const webhookRoute: Route = {
  method: "POST",
  path: "/payment/stripe-webhook",
  access: "public",
  summary: "Stripe events (setup succeeded, payment succeeded or failed); signature-verified, idempotent",
  tags: ["payments"],
  errors: ["INVALID_SIGNATURE", "INVALID_EVENT", "PAYMENTS_DISABLED"],
  // The signature covers the exact bytes, so the handler reads the raw body itself.
  request: { body: EventSchema, checkedByHandler: true },
  responses: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
  handler: async ({ request, env, ctx, clock }) => {
    if (!env.STRIPE_WEBHOOK_SECRET) throw new ApiError(503, "Webhooks are not configured", "PAYMENTS_DISABLED");
    const payload = await request.text();
    const signed = await verifyStripeSignature(
      payload,
      request.headers.get("stripe-signature"),
      env.STRIPE_WEBHOOK_SECRET,
      clock.now(),
    );
    if (!signed) throw badRequest("Invalid signature", "INVALID_SIGNATURE");
    let event: StripeEvent;
    try {
      const parsed = EventSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) throw new Error("bad event");
      event = parsed.data;
    } catch {
      throw badRequest("Not a Stripe event", "INVALID_EVENT");
    }
    const outcome = await applyStripeEvent(env.DB, event, clock.iso());
    // A new mandate retries failed fees and may lift a payment block.
    if (outcome === "applied" && event.type === "setup_intent.succeeded")
      ctx.waitUntil(sweepCharges(env, clock.iso()).catch((e) => console.error("charge sweep failed", e)));
    return json({ received: true, duplicate: outcome === "duplicate" });
  },
};

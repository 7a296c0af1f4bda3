// Signs a webhook body the way Stripe does (`t=...,v1=HMAC-SHA256(secret, "t.body")`), with Node's
// crypto, independently of the Worker's verifier, so a test can send genuine and forged deliveries.
import { createHmac } from "node:crypto";

export const WEBHOOK_SECRET = "whsec_test_fake";

export function signStripeBody(body: string, secret = WEBHOOK_SECRET, atSeconds = Math.floor(Date.now() / 1000)) {
  const mac = createHmac("sha256", secret).update(`${atSeconds}.${body}`).digest("hex");
  return `t=${atSeconds},v1=${mac}`;
}

let serial = 0;
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_fake${++serial}_${Date.now()}`) {
  return JSON.stringify({ id, object: "event", type, data: { object } });
}

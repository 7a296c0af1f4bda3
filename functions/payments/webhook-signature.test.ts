import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyStripeSignature } from "./webhook-signature";

const secret = "whsec_unit";
const body = '{"id":"evt_1"}';
const sign = (t: number, s = secret, b = body) => createHmac("sha256", s).update(`${t}.${b}`).digest("hex");
const now = 1_800_000_000_000;
const t = now / 1000;

describe("Stripe webhook signature", () => {
  it("accepts Stripe's header, also with several v1 during a secret roll", async () => {
    expect(await verifyStripeSignature(body, `t=${t},v1=${sign(t)}`, secret, now)).toBe(true);
    expect(await verifyStripeSignature(body, `t=${t},v1=${"0".repeat(64)},v1=${sign(t)}`, secret, now)).toBe(true);
  });
  it("refuses a wrong secret, a changed body, a missing part or an old timestamp", async () => {
    expect(await verifyStripeSignature(body, `t=${t},v1=${sign(t, "whsec_other")}`, secret, now)).toBe(false);
    expect(await verifyStripeSignature(body + " ", `t=${t},v1=${sign(t)}`, secret, now)).toBe(false);
    expect(await verifyStripeSignature(body, `v1=${sign(t)}`, secret, now)).toBe(false);
    expect(await verifyStripeSignature(body, `t=${t}`, secret, now)).toBe(false);
    expect(await verifyStripeSignature(body, null, secret, now)).toBe(false);
    expect(await verifyStripeSignature(body, `t=${t - 301},v1=${sign(t - 301)}`, secret, now)).toBe(false);
    expect(await verifyStripeSignature(body, `t=${t - 299},v1=${sign(t - 299)}`, secret, now)).toBe(true);
  });
});

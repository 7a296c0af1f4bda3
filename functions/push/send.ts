// One push request (RFC 8030): the encrypted body, VAPID authorization, a TTL, the Topic that lets
// the push service replace an undelivered copy, and what the push service's answer means for us.
import type { PushMessage } from "../contract/push";
import { utf8 } from "./base64url";
import { encryptPayload, type SubscriptionKeys } from "./encrypt";
import { pushTopic } from "./message";
import { vapidAuthorization, type VapidKeys } from "./vapid";

/** A notice older than a day is no news: the push service may drop it after this. */
const TTL_SECONDS = 24 * 60 * 60;

export type SendOutcome = "SENT" | "GONE" | "RETRY" | "REJECTED";

export interface Target extends SubscriptionKeys {
  endpoint: string;
}

/** Tokens per push service origin, reused while they have hours left: one signature per origin, not per push. */
const tokens = new Map<string, { header: string; until: number }>();

async function authorization(endpoint: string, keys: VapidKeys): Promise<string> {
  const origin = new URL(endpoint).origin;
  const cached = tokens.get(`${origin} ${keys.publicKey}`);
  if (cached && cached.until > Date.now()) return cached.header;
  const header = await vapidAuthorization(endpoint, keys);
  tokens.set(`${origin} ${keys.publicKey}`, { header, until: Date.now() + 6 * 60 * 60 * 1000 });
  return header;
}

export async function sendPush(target: Target, message: PushMessage, keys: VapidKeys): Promise<SendOutcome> {
  const body = await encryptPayload(utf8(JSON.stringify(message)), target);
  let status: number;
  try {
    const res = await fetch(target.endpoint, {
      method: "POST",
      headers: {
        authorization: await authorization(target.endpoint, keys),
        "content-encoding": "aes128gcm",
        "content-type": "application/octet-stream",
        ttl: String(TTL_SECONDS),
        topic: await pushTopic(message.tag),
        urgency: "high",
      },
      body,
    });
    status = res.status;
    await res.body?.cancel();
  } catch {
    return "RETRY";
  }
  if (status >= 200 && status < 300) return "SENT";
  // The subscription expired or was withdrawn (RFC 8030 section 7.3): forget the device.
  if (status === 404 || status === 410) return "GONE";
  if (status === 429 || status >= 500) return "RETRY";
  // 400, 401, 403, 413: sending the same request again cannot succeed.
  return "REJECTED";
}

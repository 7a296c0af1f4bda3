// Push is on when the Worker has a VAPID key pair (secrets VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY);
// without them nothing is queued or sent and the Notifications page says push is off.
import type { Env } from "../env";
import type { VapidKeys } from "./vapid";

export function vapidKeys(env: Env): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT || `mailto:${env.SUPPORT_EMAIL}`,
  };
}

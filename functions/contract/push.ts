// Web Push subscriptions (issue 24): what a browser hands over when it subscribes (the W3C Push API's
// PushSubscription.toJSON()), the device list, and the words of the Notifications page.
import { z } from "zod";

// The Notifications page's words are in the catalogue (no zod, so the page ships none).
export { PUSH_MESSAGES } from "./messages/push";

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, "Not a base64url value");

export const PushSubscribeSchema = z.object({
  endpoint: z
    .string()
    .url()
    .max(1000)
    .refine((u) => /^https?:\/\//.test(u), "Not a push service URL"),
  keys: z.object({ p256dh: base64url(100), auth: base64url(40) }),
  /** The device's name in the list; the API derives one from the User-Agent when absent. */
  label: z.string().trim().max(80).optional(),
});
export type PushSubscribeInput = z.infer<typeof PushSubscribeSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: z.string().max(1000) });

export interface PushDeviceDto {
  id: number;
  label: string;
  createdOn: string;
  lastSentOn: string | null;
}

export interface PushConfigDto {
  /** False when the server has no VAPID keys: push is off and the page says so. */
  enabled: boolean;
  /** The VAPID public key a browser subscribes with (applicationServerKey). */
  publicKey: string | null;
}

/** What the service worker receives, decrypted: one line and where a tap goes. */
export interface PushMessage {
  title: string;
  body: string;
  /** Same path for every retry of one notice: the notification replaces, never repeats. */
  tag: string;
  url: string;
}

/** A readable device name from a User-Agent ("Chrome on Android"), for the device list. */
export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iPhone or iPad"
      : /Mac OS X/.test(ua)
        ? "Mac"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : "another system";
  return `${browser} on ${os}`;
}

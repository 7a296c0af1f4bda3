// The Notifications page's device actions (issue 24). This browser subscribes (its Push API
// subscription, posted by the page's script) or unsubscribes; any listed device can be removed
// with a plain form. The session remembers this browser's endpoint, so signing out removes it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { PUSH_MESSAGES } from "~contract/messages/push";
import type { Toast } from "~/sessions/toast";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";

export const PUSH_INTENTS = ["push-subscribe", "push-unsubscribe", "push-remove-device"] as const;

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** Handles a device intent; answers the toast to show (null: the form was not about devices). */
export async function pushDeviceAction(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  form: FormData,
): Promise<Toast | null> {
  const intent = text(form, "intent");
  if (intent === "push-subscribe") {
    const endpoint = text(form, "endpoint");
    const res = await viewerApi(request, context, viewer, "POST", "/organization-member-push-subscription", {
      body: { endpoint, keys: { p256dh: text(form, "p256dh"), auth: text(form, "auth") } },
    });
    if (!res.ok) return { type: "error", message: res.error.message };
    viewer.session.set("pushEndpoint", endpoint);
    return { type: "success", message: PUSH_MESSAGES.SUBSCRIBED };
  }
  if (intent === "push-unsubscribe") {
    await viewerApi(request, context, viewer, "POST", "/organization-member-push-subscription/remove", {
      body: { endpoint: text(form, "endpoint") },
    });
    viewer.session.unset("pushEndpoint");
    return { type: "success", message: PUSH_MESSAGES.UNSUBSCRIBED };
  }
  if (intent === "push-remove-device") {
    const id = Number(text(form, "id"));
    const res = await viewerApi(request, context, viewer, "DELETE", "/organization-member-push-subscription/{id}", {
      params: { id: Number.isSafeInteger(id) ? id : 0 },
    });
    return res.ok
      ? { type: "success", message: PUSH_MESSAGES.DEVICE_REMOVED }
      : { type: "error", message: res.error.message };
  }
  return null;
}

/** Signing out: this browser's device goes with the session (before the tokens are revoked). */
export async function removeSessionDevice(
  context: AppLoadContext,
  token: string | undefined,
  endpoint: string | undefined,
) {
  if (!token || !endpoint) return;
  await context.api.call("POST", "/organization-member-push-subscription/remove", { token, body: { endpoint } });
}

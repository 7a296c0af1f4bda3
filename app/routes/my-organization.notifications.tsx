// /my-organization/notifications (spec 000 sections 2 and 7): the member's four toggles and their
// notices; the header's NOTIFICATIONS link opens it. A failed save refetches the settings (the
// redirect re-runs the loader) and says so.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { MemberNoticeDto, NotificationSettingsDto } from "~contract/dto/alerts";
import type { PushConfigDto, PushDeviceDto } from "~contract/push";
import { PushDevices } from "~/push/push-devices";
import { pushDeviceAction } from "~/push/push-actions.server";
import { NOTIFICATION_MESSAGES } from "~contract/messages/alerts";
import { NotificationSettings, settingsFromForm } from "~/alerts/notification-settings";
import { toastHeaders } from "~/sessions/flash.server";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import alertStyles from "~/styles/alerts.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: alertStyles }];
export const meta: MetaFunction = () => [{ title: "Notifications | Trade Auction" }];

interface NotificationsData {
  settings: NotificationSettingsDto;
  notices: MemberNoticeDto[];
  push: PushConfigDto;
  devices: PushDeviceDto[];
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const [settings, notices, push, devices] = await Promise.all([
    viewerApi(request, context, viewer, "GET", "/organization-member-notification"),
    viewerApi(request, context, viewer, "GET", "/organization-member-notice"),
    viewerApi(request, context, viewer, "GET", "/push-config"),
    viewerApi(request, context, viewer, "GET", "/organization-member-push-subscription"),
  ]);
  if (!settings.ok) throw new Response(settings.error.message, { status: settings.status });
  const body: NotificationsData = {
    settings: settings.data,
    notices: notices.ok ? notices.data : [],
    push: push.ok ? push.data : { enabled: false, publicKey: null },
    devices: devices.ok ? devices.data : [],
  };
  return data(body);
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireUser(request, context);
  const form = await request.formData();
  // This browser's push subscription and the device list (issue 24).
  const pushToast = await pushDeviceAction(request, context, viewer, form);
  if (pushToast) {
    return redirect("/my-organization/notifications", { headers: await toastHeaders(context, viewer, pushToast) });
  }
  const res = await viewerApi(request, context, viewer, "PUT", "/organization-member-notification", {
    body: settingsFromForm(form),
  });
  const toast = res.ok
    ? { type: "success" as const, message: res.data.message || NOTIFICATION_MESSAGES.SAVED }
    : { type: "error" as const, message: NOTIFICATION_MESSAGES.SAVE_FAILED };
  return redirect("/my-organization/notifications", { headers: await toastHeaders(context, viewer, toast) });
}

export default function NotificationsPage() {
  // Typed by hand: without single-fetch types Remix wraps data() answers (as dashboard.tsx does).
  const { settings, notices, push, devices } = useLoaderData<typeof loader>();
  return (
    <div className="alerts-page">
      <NotificationSettings settings={settings} notices={notices} pushOff={!push.enabled} />
      <PushDevices config={push} devices={devices} />
    </div>
  );
}

// The Notifications page body (spec 000 sections 2 and 7): four toggles, push and email for system
// notices and for search alerts, saved for this member; then the member's latest notices. With
// JavaScript a toggle saves as it changes; without, the Save button posts the form.
import { Form, Link, useSubmit } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { MemberNoticeDto, NotificationSettingsDto } from "~contract/dto/alerts";
import { NOTIFICATION_MESSAGES } from "~contract/messages/alerts";
import { CheckboxField, plainField } from "~/components/form";
import { formatAuctionEnd } from "~/utils/dates";

const TOGGLES = [
  { channel: "pushNotifications", type: "SYSTEM", name: "pushSystem", label: "Push notifications for system notices" },
  { channel: "emailNotifications", type: "SYSTEM", name: "emailSystem", label: "Email for system notices" },
  {
    channel: "pushNotifications",
    type: "SEARCH_ALERTS",
    name: "pushSearchAlerts",
    label: "Push notifications for search alerts",
  },
  { channel: "emailNotifications", type: "SEARCH_ALERTS", name: "emailSearchAlerts", label: "Email for search alerts" },
] as const;

export const TOGGLE_NAMES = TOGGLES.map((t) => t.name);

export function settingsFromForm(form: FormData) {
  const on = (name: string) => form.get(name) === "on";
  return {
    emailNotifications: [
      { settingsType: "SYSTEM" as const, checked: on("emailSystem") },
      { settingsType: "SEARCH_ALERTS" as const, checked: on("emailSearchAlerts") },
    ],
    pushNotifications: [
      { settingsType: "SYSTEM" as const, checked: on("pushSystem") },
      { settingsType: "SEARCH_ALERTS" as const, checked: on("pushSearchAlerts") },
    ],
  };
}

export function NotificationSettings({
  settings,
  notices,
  pushOff = false,
}: {
  settings: NotificationSettingsDto;
  notices: MemberNoticeDto[];
  /** The server sends no pushes (no VAPID keys): the push toggles say so (issue 24). */
  pushOff?: boolean;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const checked = (channel: keyof NotificationSettingsDto, type: string) =>
    settings[channel].some((s) => s.settingsType === type && s.checked);
  // The key re-mounts the boxes with the server's values after each save (or refetch after a failure).
  const key = JSON.stringify(settings);
  return (
    <section className="card notifications" data-hydrated={hydrated || undefined}>
      <h1>{NOTIFICATION_MESSAGES.TITLE}</h1>
      <Form
        method="post"
        key={key}
        onChange={hydrated ? (e) => submit(e.currentTarget, { preventScrollReset: true }) : undefined}
      >
        <fieldset>
          <legend>Settings</legend>
          {TOGGLES.map((t) => (
            <CheckboxField
              key={t.name}
              field={plainField(t.name, checked(t.channel, t.type) ? "on" : undefined)}
              label={
                pushOff && t.channel === "pushNotifications"
                  ? `${t.label} (push is not set up on this server)`
                  : t.label
              }
            />
          ))}
        </fieldset>
        {!hydrated ? (
          <p className="alert-form__actions">
            <button type="submit" className="button">
              Save
            </button>
          </p>
        ) : null}
      </Form>
      <h2>Your notices</h2>
      {notices.length === 0 ? (
        <p>{NOTIFICATION_MESSAGES.NO_NOTICES}</p>
      ) : (
        <ul className="notice-list">
          {notices.map((n) => (
            <li key={n.id}>
              <strong>{n.title}</strong>
              <time dateTime={n.createdOn}>{formatAuctionEnd(n.createdOn)}</time>
              <p>{n.message}</p>
              {n.auctionId ? <Link to={`/auction/${n.auctionId}`}>View auction</Link> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

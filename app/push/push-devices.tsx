// The Notifications page's push section (issue 24): turn push on or off for this browser, and the
// member's devices with a Remove button each. Subscribing needs the Push API, so without
// JavaScript, or in a browser without it, the page explains what to do instead.
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PUSH_MESSAGES } from "~contract/messages/push";
import type { PushConfigDto, PushDeviceDto } from "~contract/push";
import { formatUkDate } from "~/utils/dates";
import { pushSupported } from "./service-worker.client";

type State = "checking" | "unsupported" | "blocked" | "off" | "on";

const WHERE =
  "Push notifications reach the phones and computers you turn them on for. That needs JavaScript and a browser with Web Push: Chrome or Edge on Android and computers, Firefox, or Safari on an iPhone with iOS 16.4 or later once Trade Auction is on your home screen (Share, then Add to Home Screen).";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(b64 + "===".slice((b64.length + 3) % 4)), (c) => c.charCodeAt(0));
}

function useThisDevice(config: PushConfigDto, devices: PushDeviceDto[]) {
  const [state, setState] = useState<State>("checking");
  useEffect(() => {
    if (!config.enabled) return;
    if (!pushSupported()) return setState("unsupported");
    let live = true;
    void navigator.serviceWorker.ready
      .then((reg) => reg.pushManager.getSubscription())
      .then((sub) => {
        if (live) setState(sub ? "on" : Notification.permission === "denied" ? "blocked" : "off");
      });
    return () => {
      live = false;
    };
  }, [config.enabled, devices]);
  return [state, setState] as const;
}

export function PushDevices({ config, devices }: { config: PushConfigDto; devices: PushDeviceDto[] }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [state, setState] = useThisDevice(config, devices);
  const [problem, setProblem] = useState<string | null>(null);

  async function turnOn() {
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setState(permission === "denied" ? "blocked" : "off");
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(config.publicKey!),
      });
      const { endpoint, keys } = sub.toJSON();
      fetcher.submit(
        { intent: "push-subscribe", endpoint: endpoint!, p256dh: keys!.p256dh, auth: keys!.auth },
        { method: "post" },
      );
    } catch (error) {
      setProblem(
        `This browser could not turn on push notifications (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
  }

  async function turnOff() {
    const sub = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
    if (!sub) return setState("off");
    await sub.unsubscribe();
    fetcher.submit({ intent: "push-unsubscribe", endpoint: sub.endpoint }, { method: "post" });
  }

  return (
    <section
      className="card push-devices"
      aria-labelledby="push-devices-title"
      data-push-state={hydrated ? state : "no-js"}
    >
      <h2 id="push-devices-title">Push notifications on your devices</h2>
      {!config.enabled ? (
        <p>{PUSH_MESSAGES.OFF_ON_SERVER}</p>
      ) : !hydrated || state === "unsupported" ? (
        <p className="push-devices__help">{WHERE}</p>
      ) : state === "blocked" ? (
        <p>{PUSH_MESSAGES.BLOCKED}</p>
      ) : state === "on" ? (
        <p>
          {PUSH_MESSAGES.SUBSCRIBED}{" "}
          <button type="button" className="button button--secondary button--small" onClick={turnOff}>
            Turn off on this device
          </button>
        </p>
      ) : state === "off" ? (
        <p>
          <button type="button" className="button" onClick={turnOn} disabled={fetcher.state !== "idle"}>
            Turn on push notifications on this device
          </button>
        </p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      <h3>Your devices</h3>
      {devices.length === 0 ? (
        <p>{PUSH_MESSAGES.NO_DEVICES}</p>
      ) : (
        <ul className="push-devices__list">
          {devices.map((d) => (
            <li key={d.id}>
              <span>
                <strong>{d.label}</strong> added {formatUkDate(d.createdOn)}
                {d.lastSentOn ? `, last notified ${formatUkDate(d.lastSentOn)}` : ""}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="push-remove-device" />
                <input type="hidden" name="id" value={d.id} />
                <button
                  type="submit"
                  className="button button--secondary button--small"
                  aria-label={`Remove ${d.label}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

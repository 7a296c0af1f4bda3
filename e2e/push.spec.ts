// Web Push and the installable app (issue 24). With JavaScript: the service worker registers, a
// push delivered through the DevTools protocol (as a push service would hand it to the browser)
// shows its notification with the notice's tag, a tap opens the auction, and with the network cut
// a navigation gets the offline page; Chrome's install prompt becomes an "Install the app" button.
// Without JavaScript: the Notifications page and the home page explain what to do instead.
import { generateKeyPairSync } from "node:crypto";
import { test, expect } from "./support/fixtures";
import { BUYER, SELLER, createAuction, quietNotices, ready, tokenFor, uniqueWord } from "./support/buyer";

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => quietNotices(context, baseURL!));

test("a push shows its notification, a tap opens the auction, and offline pages are served", async ({
  page,
  context,
  login,
  jsEnabled,
  baseURL,
}) => {
  test.skip(!jsEnabled, "service workers need JavaScript");
  const auction = await createAuction(page.request, { make: uniqueWord("Push") });
  await context.grantPermissions(["notifications"], { origin: baseURL! });
  await login(BUYER);
  await page.goto("/my-organization/notifications");
  await ready(page, jsEnabled);
  await expect(page.getByRole("button", { name: "Turn on push notifications on this device" })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker claims the page once active, so a tap can steer it.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL!));
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const message = {
    title: "You have been outbid",
    body: `Ford Focus · ${auction.registrationPlate} · £1,250`,
    tag: `OUTBID:${auction.id}:1:0`,
    url: `/auction/${auction.id}`,
  };
  const send = async () =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(baseURL!).origin,
      registrationId: await registration,
      data: JSON.stringify(message),
    });
  await send();
  // The same push again (a retry): its tag replaces the notification, never adds a second.
  await send();
  const shown = () =>
    page.evaluate(() =>
      navigator.serviceWorker.ready
        .then((r) => r.getNotifications())
        .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag }))),
    );
  await expect.poll(shown).toEqual([{ title: message.title, body: message.body, tag: message.tag }]);

  // The tap, as the browser dispatches it when the dealer touches the notification.
  const [worker] = context.serviceWorkers();
  await worker.evaluate(async () => {
    // The e2e types are the DOM's, not a service worker's: the two names it needs, declared here.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/auction/${auction.id}$`));
  await expect(page.getByText(auction.registrationPlate).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Pages and API answers were never stored: only the offline page and its icon are cached.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys())
      for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    return urls.sort();
  });
  expect(cached).toEqual(["/icons/icon-192.png", "/offline"]);
});

test("the Notifications page explains push where it cannot subscribe", async ({ page, login, jsEnabled }) => {
  await login(BUYER);
  await page.goto("/my-organization/notifications");
  await ready(page, jsEnabled);
  const section = page.locator("section.push-devices");
  await expect(section.getByRole("heading", { name: "Push notifications on your devices" })).toBeVisible();
  if (!jsEnabled) {
    await expect(section).toContainText("That needs JavaScript and a browser with Web Push");
    await expect(section.getByRole("button", { name: "Turn on push notifications on this device" })).toHaveCount(0);
  }
  await expect(section.getByRole("heading", { name: "Your devices", exact: true })).toBeVisible();
});

test("the home page offers the install prompt, and says how to install by hand", async ({ page, jsEnabled }) => {
  await page.goto("/");
  const app = page.locator("#app");
  await expect(app.getByRole("heading", { name: "Install the app on your phone" })).toBeVisible();
  await expect(app).toContainText("Share, then Add to Home Screen");
  await expect(app).toContainText("iOS 16.4 or later");
  if (!jsEnabled) return;
  await ready(page, jsEnabled);
  // Chrome fires beforeinstallprompt when the app is installable; here the test fires it.
  await page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = async () => {
      (window as unknown as { prompted: boolean }).prompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: "accepted" });
    window.dispatchEvent(event);
  });
  await app.getByRole("button", { name: "Install the app" }).click();
  await expect(app.getByText("Trade Auction is installed on this device.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
});

test("the manifest and icons make the app installable", async ({ page }) => {
  const res = await page.request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ display: "standalone", start_url: "/dashboard", name: "Trade Auction" });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of [...manifest.icons.map((i: { src: string }) => i.src), "/icons/apple-touch-icon-180.png"]) {
    const image = await page.request.get(icon);
    expect(image.status(), icon).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon-180.png");
});

test("signing out removes this browser's device", async ({ page, login, baseURL, jsEnabled }) => {
  // A subscription as the page's script posts it (a browser's keys; no push service is contacted).
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = publicKey.export({ format: "jwk" });
  const p256dh = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]);
  const endpoint = `https://push.example.test/send/${Date.now()}${Math.random().toString(36).slice(2)}`;
  // One member per project: both run at once, and each counts its own devices.
  const email = jsEnabled ? BUYER : SELLER;
  await login(email);
  const origin = new URL(baseURL!).origin;
  const subscribed = await page.request.post("/my-organization/notifications", {
    form: { intent: "push-subscribe", endpoint, p256dh: p256dh.toString("base64url"), auth: "AAAAAAAAAAAAAAAAAAAAAA" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(subscribed.status()).toBe(302);
  const token = await tokenFor(page.request, email);
  const devices = async () =>
    (
      await (
        await page.request.get("/api/organization-member-push-subscription", {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).data as { id: number }[];
  const before = (await devices()).length;
  expect(before).toBeGreaterThan(0);
  await page.request.post("/logout", { headers: { origin }, maxRedirects: 0 });
  expect((await devices()).length).toBe(before - 1);
});

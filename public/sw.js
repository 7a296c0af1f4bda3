// The service worker (issue 24, decision 0110): shows pushes, opens the right page when one is
// tapped, and answers a navigation that fails for lack of network with the offline page. It caches
// only that page and its icon. API answers, pages (which carry a dealer's private data) and
// everything else always go to the network untouched, so nothing private is ever stored here.
const CACHE = "offline-v1";
// The assets server answers /offline.html with a redirect to /offline; a navigation must not be
// answered with a redirected response, so the clean path is what is cached.
const OFFLINE_URL = "/offline";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_URL, "/icons/icon-192.png"]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  // Navigations only; never a cached page, only the offline page when the network fails.
  if (event.request.mode !== "navigate") return;
  event.respondWith(fetch(event.request).catch(async () => (await caches.match(OFFLINE_URL)) || Response.error()));
});

/** A same-origin path, whatever a message says: a push can never send the dealer elsewhere. */
function safePath(url) {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/dashboard";
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  // The tag is the notice's: a retried push replaces its notification instead of adding one.
  event.waitUntil(
    self.registration.showNotification(message.title || "Trade Auction", {
      body: message.body || "",
      tag: message.tag || undefined,
      icon: "/icons/icon-192.png",
      data: { url: safePath(message.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(safePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => w.url === target);
      if (open) return open.focus();
      const any = windows.find((w) => "navigate" in w);
      if (any) return (await any.navigate(target))?.focus();
      return self.clients.openWindow(target);
    })(),
  );
});

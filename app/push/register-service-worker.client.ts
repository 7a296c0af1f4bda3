// Registers the service worker (public/sw.js: pushes, taps, the offline page) once the page has
// loaded, so it never competes with the first paint. Browsers without service workers skip it.
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error) => console.warn("service worker", error));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

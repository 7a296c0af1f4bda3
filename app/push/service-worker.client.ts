// What the Notifications page asks of the browser about push (registration is in
// register-service-worker.client.ts, which only the entry imports, so it rides in the entry's file).
/** Whether this browser can receive Web Push at all (iPhone: only from the home screen app, iOS 16.4+). */
export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

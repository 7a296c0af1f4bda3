// The words of the Notifications page's push section (issue 24).
export const PUSH_MESSAGES = {
  OFF_ON_SERVER: "Push notifications are not set up on this server, so none are sent. Email notifications still work.",
  SUBSCRIBED: "Push notifications are on for this device.",
  UNSUBSCRIBED: "Push notifications are off for this device.",
  DEVICE_REMOVED: "Device removed.",
  NO_DEVICES: "No devices receive push notifications yet.",
  BLOCKED: "Notifications are blocked for this site in your browser settings.",
} as const;

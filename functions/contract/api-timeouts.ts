// How long the web app waits for the API (spec 000 sections 7 and 9, spec 001 sections 7 and 9):
// 5 s by default, 10 s for the card client secret and for publish and republish, 60 s for a media
// upload. The live event streams (and other streamed answers, such as invoice PDFs) have none.
export const DEFAULT_TIMEOUT_MS = 5_000;
export const LONG_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 60_000;

const LONG_CALLS = [
  /^POST \/auction\/\d+\/(publish|republish)$/,
  /^GET \/account\/organization-stripe-client-secret$/,
  /^GET \/registration\/stripe-client-secret$/,
];

/** The time-out of one JSON API call, in milliseconds. */
export function apiTimeoutMs(method: string, path: string): number {
  const call = `${method.toUpperCase()} ${path.split("?")[0]}`;
  if (call === "POST /media") return UPLOAD_TIMEOUT_MS;
  if (LONG_CALLS.some((pattern) => pattern.test(call))) return LONG_TIMEOUT_MS;
  return DEFAULT_TIMEOUT_MS;
}

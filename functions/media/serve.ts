// GET /media/<key>: media files from R2. Keys are content-addressed (a hash of the bytes), so a
// URL never changes meaning and browsers and the edge may cache it for a year.
import type { Env } from "../env";
import { isHeldBack } from "./media-store";

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

/** The placeholder every vehicle photo falls back to (app/auction/vehicle-photo.tsx). */
export const FALLBACK_PHOTO_PATH = "/images/vehicle-placeholder.svg";

/**
 * A photo that is gone (deleted, or a key from an old page) answers 404 with the placeholder image
 * as its body, so an <img> without JavaScript still draws the fallback. Not cached: the key may be
 * uploaded again.
 */
async function missing(request: Request, env: Env, key: string): Promise<Response> {
  if (request.method === "GET" && key.startsWith("photos/")) {
    const fallback = await env.ASSETS.fetch(new URL(FALLBACK_PHOTO_PATH, request.url)).catch(() => null);
    if (fallback?.ok) {
      const headers = {
        "content-type": "image/svg+xml",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      };
      return new Response(fallback.body, { status: 404, headers });
    }
  }
  return new Response("Not Found", { status: 404, headers: { "cache-control": "no-store" } });
}

export async function serveMedia(request: Request, env: Env, key: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed", { status: 405, headers: { allow: "GET, HEAD" } });
  }
  if (!KEY_PATTERN.test(key) || key.includes("..")) return new Response("Not Found", { status: 404 });
  // An original still waiting for its variants is never sent (decision 0116): the placeholder is.
  if (isHeldBack(key)) return missing(request, env, key);
  const object = await env.MEDIA.get(key, { onlyIf: request.headers, range: request.headers });
  if (!object) return missing(request, env, key);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("x-content-type-options", "nosniff");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  const status = request.headers.has("range") && object.range ? 206 : 200;
  if (status === 206 && object.range && "offset" in object.range) {
    const offset = object.range.offset ?? 0;
    const length = object.range.length ?? object.size - offset;
    headers.set("content-range", `bytes ${offset}-${offset + length - 1}/${object.size}`);
  }
  return new Response(request.method === "HEAD" ? null : object.body, { status, headers });
}

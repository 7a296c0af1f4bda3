// GET /media/<key>: media files from R2. Keys are content-addressed (a hash of the bytes), so a
// URL never changes meaning and browsers and the edge may cache it for a year.
import type { Env } from "../env";

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

export async function serveMedia(request: Request, env: Env, key: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed", { status: 405, headers: { allow: "GET, HEAD" } });
  }
  if (!KEY_PATTERN.test(key) || key.includes("..")) return new Response("Not Found", { status: 404 });
  const object = await env.MEDIA.get(key, { onlyIf: request.headers, range: request.headers });
  if (!object) return new Response("Not Found", { status: 404 });
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

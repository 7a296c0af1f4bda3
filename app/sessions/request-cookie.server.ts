// One cookie of a request's Cookie header, by name, for the places that must know what the browser
// sent before (or without) opening a signed session: the registration draft and the signed-out
// redirect (decision 0263). Null when the request did not carry it.
export function requestCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

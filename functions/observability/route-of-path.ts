// A page path as a route for logs and error reports: ids and tokens become placeholders, so a log
// line never carries a password-reset token or a media key, and lines of one page group together.
const ID = /^\d+$/;
// Long opaque segments (reset tokens, hashes, registration numbers in links are shorter).
const TOKEN = /^[A-Za-z0-9_.~-]{16,}$/;

export function routeOfPath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => (ID.test(segment) ? "{id}" : TOKEN.test(segment) ? "{token}" : segment))
    .join("/");
}

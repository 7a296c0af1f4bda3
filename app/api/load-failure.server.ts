// A loader that cannot draw its page without the API's answer throws the refusal to the route's
// error boundary: the catalogue's words for it, with the API's status.
import { data } from "@remix-run/cloudflare";
import { errorMessage, failureOf } from "./error-messages";

/** Thrown as `if (!result.ok) throw loadFailure(result)`; the boundary reads `{ message }`. */
export function loadFailure(result: Parameters<typeof failureOf>[0]) {
  return data({ message: errorMessage(failureOf(result)) }, { status: result.status });
}

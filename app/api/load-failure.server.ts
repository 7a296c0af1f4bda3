// A loader that cannot draw its page without the API's answer throws the refusal to the route's
// error boundary: the catalogue's words for it, with the API's status.
import { data } from "@remix-run/cloudflare";
import { errorMessage, failureOf } from "./error-messages";

/** Thrown as `if (!result.ok) throw loadFailure(result)`; the boundary reads `{ message }`. */
export function loadFailure(result: Parameters<typeof failureOf>[0]) {
  return data({ message: errorMessage(failureOf(result)) }, { status: result.status });
}

/** The same refusal as a text body, for the auction pages, whose boundaries show the text as it is. */
export function pageFailure(result: Parameters<typeof failureOf>[0]) {
  return new Response(errorMessage(failureOf(result)), { status: result.status });
}

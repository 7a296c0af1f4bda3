import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "~/utils/nonce";
import { reportServerError } from "~contract/error-sink";

const ABORT_DELAY = 5000;

/** A loader, action or render that failed: logged as Remix does, and sent to Sentry when it is on. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A visitor who left mid-answer is no error.
  if (request.signal.aborted) return;
  console.error(error);
  reportServerError(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  // Every inline script carries this request's nonce: React's, Remix's streamed data, and the
  // root's <Scripts> and <ScrollRestoration> through the context (decision 0025).
  const nonce = loadContext.cspNonce;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) {
          console.error(error);
          reportServerError(error);
        }
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeoutId));
  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

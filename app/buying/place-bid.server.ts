// The one API call of placing a bid: POST /auction/bid with the form's idempotency key, so a retry
// after a lost answer or a 503 can never place a second bid (decision 0039).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { IDEMPOTENCY_KEY_HEADER } from "~contract/bid-idempotency";
import { TEST_FAULT_COOKIE, TEST_FAULT_HEADER } from "~contract/test-faults";
import { isWebTestMode } from "~contract/web-env";
import type { BidResponse } from "~contract/dto/bid";
import type { ApiResult } from "~/api/client.server";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";

/**
 * Test mode only: a browser test's fault cookie becomes the API's fault header on this post, so
 * e2e can make the bid meet an overloaded room (503) and retry it (decision 0054).
 */
function testFault(request: Request, context: AppLoadContext): Record<string, string> {
  if (!isWebTestMode(context.cloudflare.env)) return {};
  const cookie = request.headers.get("cookie") ?? "";
  const value = new RegExp(`(?:^|;\\s*)${TEST_FAULT_COOKIE}=([\\w-]+)`).exec(cookie)?.[1];
  return value ? { [TEST_FAULT_HEADER]: value } : {};
}

export async function placeBid(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  body: { auctionId: number; amountInPence: number },
  idempotencyKey: string,
): Promise<ApiResult<BidResponse> | { ok: false; status: 0; error: { message: string }; headers: Headers }> {
  try {
    return await viewerApi(request, context, viewer, "POST", "/auction/bid", {
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...testFault(request, context) },
    });
  } catch (error) {
    // A redirect (signed out) is an answer; only a failed remote call becomes "no answer".
    if (error instanceof Response) throw error;
    console.error("bid request failed", error);
    return { ok: false, status: 0, error: { message: "No answer" }, headers: new Headers() };
  }
}

/** Passes the API's Retry-After on, so a client of the page can wait as long. */
export function retryAfterOf(headers: Headers): HeadersInit | undefined {
  const value = headers.get("retry-after");
  return value ? { "Retry-After": value } : undefined;
}

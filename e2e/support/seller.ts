// Set-up for the seller's browser tests: drafts and live auctions of the Northfield owner through
// the test-only API, and the seller's view of one auction read back through the real API.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { SELLER, createAuction, tokenFor, type TestAuction } from "./buyer";

export { SELLER };
/** A dealer of another organisation (not in Northfield's group) who also sells. */
export const OTHER_SELLER = "owner@riverside.test";

export function createDraft(request: APIRequestContext, options: Record<string, unknown>): Promise<TestAuction> {
  return createAuction(request, { ...options, launch: false });
}

export async function sellerView(request: APIRequestContext, id: number): Promise<{ status: string; version: number }> {
  const token = await tokenFor(request, SELLER);
  const res = await request.get(`/api/auction/my-auctions/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** Opens a seller action: the dialog with JavaScript, the confirmation page without. */
export async function confirmAction(page: Page, jsEnabled: boolean, label: string): Promise<void> {
  await page.getByTestId("seller-panel").getByRole("link", { name: label }).click();
  const scope = jsEnabled ? page.getByRole("dialog") : page.locator("main");
  if (!jsEnabled) await expect(page).toHaveURL(/\/confirm\?action=/);
  await scope.getByRole("button", { name: label }).click();
}

/** The live hook's coalescing pause (REVALIDATE_AFTER_MS in app/live/use-live-events.ts) and a margin. */
const LIVE_REFETCH_SETTLES_MS = 500;

/**
 * Holds the answer to the page's next POST to `path` until the browser has received a live event
 * of `eventType` and its coalesced refetch has had time to fire: the race a busy machine produces
 * by chance, every time. Observes the event stream through Chromium's DevTools protocol.
 */
export async function holdPostUntilLiveEvent(page: Page, path: string, eventType: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  let seen: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  cdp.on("Network.eventSourceMessageReceived", (message) => {
    if (message.data.includes(`"type":"${eventType}"`)) seen();
  });
  await page.route(
    (url) => url.pathname.startsWith(path),
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      // A reset socket is retried as the fixtures' requests are (decision 0163): the post never reached the server.
      const answer = await route.fetch({ maxRedirects: 0, maxRetries: 3 });
      await arrived;
      await page.waitForTimeout(LIVE_REFETCH_SETTLES_MS);
      await route.fulfill({ response: answer });
    },
    { times: 1 },
  );
}

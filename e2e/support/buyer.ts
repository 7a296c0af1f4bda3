// Set-up for the buyer's browser tests through the test-only API (ALLOW_TEST_CLOCK=1 on the e2e
// server): live auctions for a seller, bids and seller decisions as other dealers, the clock of one
// auction's room. Every test makes its own auctions, named with a unique word to search for.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, DEMO_PASSWORD, ready } from "./fixtures";

export const SELLER = "owner@northfield.test";
export const BUYER = "buyer@riverside.test";
export const RIVAL = "owner@hilltop.test";

export interface TestAuction {
  id: number;
  version: number;
  endsOn: string;
  registrationPlate: string;
}

let counter = 0;
/** A word no other test's auctions contain, for the search box. */
export function uniqueWord(prefix = "Zeta"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
}

async function apiPost<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(`/api${path}`, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  expect(response.status(), `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data as T;
}

export function createAuction(request: APIRequestContext, options: Record<string, unknown>): Promise<TestAuction> {
  return apiPost<TestAuction>(request, "/test/auctions", { sellerEmail: SELLER, ...options });
}

/**
 * A new organisation in that standing (ACTIVE, PENDING, BLOCKED_DUE_TO_PAYMENT...), its free trial
 * starting now, with one owner who buys and sells; answers the owner's email.
 */
export async function dealerInStanding(request: APIRequestContext, status: string): Promise<string> {
  const email = `${uniqueWord("standing").toLowerCase()}@dealer.test`;
  await apiPost(request, "/test/seller-standing", { email, password: DEMO_PASSWORD, status });
  return email;
}

export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  return (await apiPost<{ token: string }>(request, "/test/token", { email })).token;
}

export async function bidAs(
  request: APIRequestContext,
  email: string,
  auctionId: number,
  pounds: number,
): Promise<void> {
  await apiPost(request, "/auction/bid", { auctionId, amountInPence: pounds * 100 }, await tokenFor(request, email));
  // The answer comes before D1 has the bid (decision 0050): wait for the room's outbox, so the page
  // the test opens next shows it.
  await apiPost(request, `/test/auction/${auctionId}/drain`, {});
}

/** Moves the auction's room past its end, as its alarm would. */
export async function endAuction(request: APIRequestContext, auction: TestAuction): Promise<void> {
  await apiPost(request, `/test/auction/${auction.id}/clock`, {
    now: new Date(Date.parse(auction.endsOn) + 1000).toISOString(),
    runAlarm: true,
  });
}

/** A closed auction: made through the API, the bids placed in order ([dealer, pounds]), then ended. */
export async function closedAuction(
  request: APIRequestContext,
  options: Record<string, unknown>,
  bids: [email: string, pounds: number][] = [],
): Promise<TestAuction> {
  const auction = await createAuction(request, options);
  for (const [email, pounds] of bids) await bidAs(request, email, auction.id, pounds);
  await endAuction(request, auction);
  return auction;
}

export async function sellerAccepts(request: APIRequestContext, auctionId: number): Promise<void> {
  const token = await tokenFor(request, SELLER);
  const detail = await request.get(`/api/auction/my-auctions/${auctionId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { version } = (await detail.json()).data as { version: number };
  await apiPost(request, `/auction/${auctionId}/acceptance/seller`, { version }, token);
}

export { quietNotices, ready } from "./fixtures";

/** With JavaScript, waits until the page's live stream is open, so no event is missed. */
export async function liveOpen(page: Page): Promise<void> {
  await page.locator('[data-live="open"]').first().waitFor();
}

export const card = (page: Page, auctionId: number) => page.locator(`#auction-${auctionId}`);

/** The auction's bid count as the API reports it to the demo buyer. */
export async function bidCount(page: Page, auctionId: number): Promise<number> {
  const token = await tokenFor(page.request, BUYER);
  const res = await page.request.get(`/api/auction/${auctionId}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()).data as { bidCount: number }).bidCount;
}

/** From the auction's detail, PLACE BID with this amount up to the confirmation; answers CONFIRM BID. */
export async function reachBidConfirmation(page: Page, auctionId: number, jsEnabled: boolean, pounds: number) {
  await page.goto(`/auction/${auctionId}`);
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "PLACE BID" }).click();
  await page.getByLabel("Your maximum bid (£)").fill(String(pounds));
  await page.getByRole("button", { name: "NEXT" }).click();
  const confirm = page.getByRole("button", { name: "CONFIRM BID" });
  await expect(confirm).toBeVisible();
  return confirm;
}

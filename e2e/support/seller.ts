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

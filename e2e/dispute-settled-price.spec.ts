// A partly upheld dispute (decision 0255), JavaScript on and off: once ops settle a £12,000 sale at
// £11,500, the seller's My Vehicles card on a phone and the buyer's My Bids card show £11,500, each
// with the settled badge, and the buyer's detail closes with the agreed price. The dispute is raised
// and decided through the API (the dispute spec walks those pages); screenshots at 375 px.
import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { BUYER, SELLER, card, closedAuction, tokenFor, uniqueWord } from "./support/buyer";

const ADMIN = "admin@tradeauction.test";

async function postAs<T>(request: APIRequestContext, email: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api${path}`, {
    data,
    headers: { authorization: `Bearer ${await tokenFor(request, email)}` },
  });
  const body = await response.json();
  expect(response.status(), `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data as T;
}

test("a sale settled by a partly upheld dispute shows the settled price on both cards", async ({
  page,
  context,
  openAs,
  jsEnabled,
}) => {
  const word = uniqueWord("Settled");
  const auction = await closedAuction(
    page.request,
    { make: "Ford", model: "Focus", derivative: `${word} Zetec`, type: "MINIMUM_PRICE", minimumPriceInPence: 1200000 },
    [[BUYER, 12000]],
  );
  const raised = await postAs<{ dispute: { id: number } }>(page.request, BUYER, `/auction/${auction.id}/dispute`, {
    reason: "UNDECLARED_DAMAGE",
    description: "Nearside sill corroded, not in the photos",
  });
  await postAs(page.request, ADMIN, `/ops/disputes/${raised.dispute.id}/decision`, {
    outcome: "PARTIAL",
    adjustmentInPence: 50000,
  });

  const mode = jsEnabled ? "js" : "nojs";
  await page.setViewportSize({ width: 375, height: 800 });
  await openAs(SELLER, `/my-vehicles?status=SOLD&q=${word}`);
  const sold = card(page, auction.id);
  await expect(sold.locator(".price-amount").first()).toHaveText("£11,500");
  await expect(sold.getByTestId("dispute-badge")).toHaveText("Dispute settled: price adjusted");
  await sold.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`settled-seller-card-375-${mode}.png`) });

  await context.clearCookies();
  await openAs(BUYER, `/my-bids?status=WON&q=${word}`);
  const won = card(page, auction.id);
  await expect(won.locator(".price-amount").first()).toHaveText("£11,500");
  await expect(won.getByText("Sold at the agreed price of £11,500")).toBeVisible();
  await won.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`settled-buyer-card-375-${mode}.png`) });

  // The buyer's detail closes with the agreed price too: no bid won at £11,500.
  await page.goto(`/my-bids/${auction.id}`);
  await expect(page.getByText("Sold at the agreed price of £11,500")).toBeVisible();
  await expect(page.getByText("The winning bid was £11,500")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`settled-buyer-detail-375-${mode}.png`) });
});

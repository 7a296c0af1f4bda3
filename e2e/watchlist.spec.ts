// The watchlist (decision 0041): watch from a card, the Watching filter of Live Auctions, a watched
// card updating as a rival bids, and unwatching from the detail, with JavaScript and without.
import { test, expect } from "./support/fixtures";
import { BUYER, RIVAL, bidAs, card, createAuction, liveOpen, quietNotices, ready, uniqueWord } from "./support/buyer";

test("watches from a card, filters Live Auctions to Watching, sees it move, unwatches on the detail", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const word = uniqueWord("Watch");
  const options = {
    make: "Ford",
    model: "Focus",
    derivative: word,
    type: "MINIMUM_PRICE",
    minimumPriceInPence: 100000,
  };
  const watched = await createAuction(page.request, options);
  const other = await createAuction(page.request, options);
  await login(BUYER);
  await page.goto(`/search?q=${word}`);
  await ready(page, jsEnabled);
  await card(page, watched.id).getByRole("button", { name: "WATCH" }).click();
  if (!jsEnabled) await expect(page.getByText("Added to your watchlist")).toBeVisible();
  await expect(card(page, watched.id).getByRole("button", { name: "WATCHING" })).toBeVisible();
  await expect(card(page, other.id).getByRole("button", { name: "WATCH", exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Watching" }).click();
  await expect(page).toHaveURL(/watching=1/);
  await expect(card(page, watched.id)).toBeVisible();
  await expect(card(page, other.id)).toHaveCount(0);
  await ready(page, jsEnabled);
  if (jsEnabled) await liveOpen(page);

  await bidAs(page.request, RIVAL, watched.id, 1500);
  if (!jsEnabled) await page.reload();
  await expect(card(page, watched.id)).toContainText("£1,000", { timeout: 3000 });

  await card(page, watched.id)
    .getByRole("link", { name: /Ford Focus/i })
    .first()
    .click();
  await ready(page, jsEnabled);
  // With JavaScript the button turns at once; the post is still on its way, so wait for its answer.
  const saved = jsEnabled ? page.waitForResponse((r) => r.url().includes("/watch") && r.ok()) : null;
  await page.getByRole("button", { name: "WATCHING" }).click();
  await saved;
  if (!jsEnabled) await expect(page.getByText("Removed from your watchlist")).toBeVisible();
  await expect(page.getByRole("button", { name: "WATCH", exact: true })).toBeVisible();
  await page.goto(`/search?q=${word}&watching=1`);
  await expect(page.getByText("You are not watching any live auctions.")).toBeVisible();
});

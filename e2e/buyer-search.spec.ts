// Live Auctions (spec 001 section 2.4) and the fee notice, with JavaScript on and off.
import { test, expect } from "./support/fixtures";
import { BUYER, card, createAuction, liveOpen, quietNotices, ready, uniqueWord } from "./support/buyer";

test("filters by phrase and make, sorts, and shows the empty states", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const word = uniqueWord();
  const focus = await createAuction(page.request, {
    make: "Ford",
    model: "Focus",
    derivative: `${word} Titanium`,
    timeOption: 60,
  });
  const bmw = await createAuction(page.request, {
    make: "BMW",
    model: "X5",
    derivative: `${word} M Sport`,
    timeOption: 180,
  });
  const fiesta = await createAuction(page.request, {
    make: "Ford",
    model: "Fiesta",
    derivative: `${word} ST-Line`,
    timeOption: 1440,
  });
  await login(BUYER);

  await page.goto("/search");
  await ready(page, jsEnabled);
  await page.getByRole("searchbox", { name: "Search" }).fill(word);
  // With JavaScript the box submits itself after a pause; without it the button does.
  if (!jsEnabled) await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3 VEHICLES");
  const titles = page.locator(".auction-card__title");
  await expect(titles).toHaveText(["Ford Focus", "BMW X5", "Ford Fiesta"]);

  await page.getByLabel("Sort by").selectOption("LATEST_ADDED");
  if (!jsEnabled) await page.getByRole("button", { name: "Search" }).click();
  await expect(titles).toHaveText(["Ford Fiesta", "BMW X5", "Ford Focus"]);
  await expect(page).toHaveURL(/sort=LATEST_ADDED/);

  await page.getByRole("navigation", { name: "Makes" }).getByRole("link", { name: /BMW/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 VEHICLE");
  await expect(card(page, bmw.id)).toBeVisible();
  await expect(card(page, focus.id)).toHaveCount(0);
  // The make toggles off again.
  await page.getByRole("navigation", { name: "Makes" }).getByRole("link", { name: /BMW/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3 VEHICLES");
  await expect(card(page, fiesta.id)).toBeVisible();

  await page.goto(`/search?q=${word}nothing`);
  await expect(page.getByText("Oops, we could not find any result for the given phrase.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add" })).toHaveAttribute("href", "/my-organization/forms-alerts/create");

  // The header's LIVE AUCTIONS clears the search.
  await page.getByRole("link", { name: "LIVE AUCTIONS" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");
});

test("shows each card's facts, N/S for what is missing and the fallback photo", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const word = uniqueWord();
  const auction = await createAuction(page.request, {
    make: "Kia",
    model: "Ceed",
    derivative: `${word} GT-Line S`,
    mileage: 23456,
    year: 2021,
    type: "PHYSICAL",
    minimumPriceInPence: 900000,
  });
  await login(BUYER);
  await page.goto(`/search?q=${word}`);
  await ready(page, jsEnabled);
  const c = card(page, auction.id);
  await expect(c.getByRole("heading")).toHaveText("Kia Ceed");
  await expect(c).toContainText("2021");
  await expect(c).toContainText("23,456 miles");
  await expect(c).toContainText(auction.registrationPlate);
  await expect(c).toContainText("RESERVE NOT MET");
  await expect(c).toContainText("No bids");
  // The derivative is cut to 9 characters, the whole of it in a tooltip.
  await expect(c.getByTitle(`${word} GT-Line S`)).toHaveText(`${word} GT-Line S`.slice(0, 8) + "…");
  await expect(c.getByRole("timer")).toHaveText(/^23h 5\dm \d\ds$/);
  if (jsEnabled) {
    // The missing photo is replaced by the fallback picture.
    await expect(c.locator(".vehicle-photo img")).toHaveAttribute("src", "/images/vehicle-placeholder.svg");
  }
});

test("loads more cards and returns from a detail to the same card", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const word = uniqueWord();
  const ids: number[] = [];
  for (let i = 0; i < 12; i++)
    ids.push(
      (
        await createAuction(page.request, {
          make: "Skoda",
          model: "Octavia",
          derivative: `${word} SE L`,
          timeOption: 1440,
        })
      ).id,
    );
  await login(BUYER);
  await page.goto(`/search?q=${word}`);
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("12 VEHICLES");
  await expect(page.locator(".auction-card")).toHaveCount(10);

  const lastId = ids[11];
  if (jsEnabled) {
    // Infinite scroll: reaching the end of the list fetches the next page.
    await page.getByRole("link", { name: "Load more" }).scrollIntoViewIfNeeded();
  } else {
    await page.getByRole("link", { name: "Load more" }).click();
  }
  await expect(page.locator(".auction-card")).toHaveCount(12);
  await expect(page).toHaveURL(/offset=10/);
  await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);

  await card(page, lastId).getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/auction/${lastId}\\?from=`));
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Back to Live Auctions" }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&offset=10#auction-${lastId}$`));
  await expect(page.locator(".auction-card")).toHaveCount(12);
  await expect(card(page, lastId)).toBeInViewport();

  // The browser's own Back lands on the same card too.
  await card(page, ids[10]).getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/auction/${ids[10]}`));
  await page.goBack();
  await expect(card(page, ids[10])).toBeInViewport();
});

test("the fee notice shows the fee table until GOT IT, and stays dismissed", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!, true);
  await login(BUYER);
  await page.goto("/search");
  await ready(page, jsEnabled);
  const notice = page.getByRole("dialog", { name: "Changes to buyer's fees" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("10 February 2025");
  await expect(notice.getByRole("row", { name: "£1,001 to £2,500 £50" })).toBeVisible();
  await expect(notice.getByRole("row", { name: "£20,001 and up £150" })).toBeVisible();
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/buyer-fee-notice") && r.request().method() === "POST"),
    notice.getByRole("button", { name: "GOT IT" }).click(),
  ]);
  await expect(notice).toHaveCount(0);
  await page.goto("/my-bids");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("BUYING");
  await expect(page.getByRole("dialog", { name: "Changes to buyer's fees" })).toHaveCount(0);
});

test("announces a newly published vehicle and refreshes on click", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "Live updates need JavaScript; without it the dealer reloads the page.");
  await quietNotices(context, baseURL!);
  await login(BUYER);
  await page.goto("/search?sort=LATEST_ADDED");
  await liveOpen(page);
  const word = uniqueWord();
  const fresh = await createAuction(page.request, { make: "Cupra", model: "Born", derivative: word });
  const notice = page.getByRole("button", { name: "New vehicle - click to refresh" });
  await expect(notice).toBeVisible();
  await notice.click();
  // (Other tests publish auctions too, so the notice may well come back: the new card is the proof.)
  await expect(card(page, fresh.id)).toBeVisible();
});

test("a chip keeps the phrase in the box, even one clicked before the box submitted itself", async ({
  page,
  openAs,
  jsEnabled,
}) => {
  const word = uniqueWord("Chip");
  await createAuction(page.request, { make: "Ford", model: "Focus", derivative: `${word} Zetec` });
  await openAs(BUYER, "/search?sort=LATEST_ADDED");
  await page.getByRole("searchbox", { name: "Search" }).fill(word);
  // Without JavaScript a link cannot read the box: the phrase goes in with the Search button.
  if (!jsEnabled) await page.getByRole("button", { name: "Search" }).click();
  // With it, the click comes inside the box's one-second pause, as a quick dealer's (or the audit's) does.
  await page.getByRole("link", { name: "Buy Now", exact: true }).click();
  await expect(page).toHaveURL(/[?&]buyNow=1/);
  const url = new URL(page.url());
  expect([url.searchParams.get("q"), url.searchParams.get("sort")]).toEqual([word, "LATEST_ADDED"]);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(word);
  await page.getByRole("link", { name: /Watching/ }).click();
  await expect(page).toHaveURL(/[?&]watching=1/);
  expect(new URL(page.url()).searchParams.get("q")).toBe(word);
});

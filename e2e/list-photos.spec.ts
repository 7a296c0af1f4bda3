// List cards past the first row fetch their photo only when it scrolls into view with JavaScript,
// and are ordinary lazy images without it (decision 0080); the first row is eager and first (0134).
import { test, expect } from "./support/fixtures";
import { BUYER, card, createAuction, quietNotices, ready, uniqueWord, type TestAuction } from "./support/buyer";

// Three cards a row from 1200 px; short enough that the second row starts below the screen.
test.use({ viewport: { width: 1440, height: 700 } });

test("a card past the first row loads its photo when scrolled to", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const word = uniqueWord();
  const auctions: TestAuction[] = [];
  // Ending soonest first: the fourth one created is the first card of the second row.
  for (let i = 0; i < 4; i++)
    auctions.push(
      await createAuction(page.request, { derivative: `${word} ${i}`, timeOption: [60, 180, 1440, 2880][i] }),
    );
  await login(BUYER);
  await page.goto(`/search?q=${word}`);
  await ready(page, jsEnabled);
  const photo = (i: number) => card(page, auctions[i].id).locator(".vehicle-photo img");
  await expect(photo(0)).toHaveCount(1);
  // The head names the page and asks for the first card's photo with the stylesheets (decision 0232).
  await expect(page).toHaveTitle("Live Auctions | Trade Auction");
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute("href", /^\/media\//);
  // The first row is the page's largest paint: in the first HTML, eager and fetched first (decision 0134).
  for (const i of [0, 1, 2]) {
    await expect(photo(i)).toHaveAttribute("loading", "eager");
    await expect(photo(i)).toHaveAttribute("fetchpriority", "high");
  }
  const below = card(page, auctions[3].id);
  if (jsEnabled) {
    // With scripting on, <noscript> holds text, not an image: nothing is fetched yet, and the frame
    // is plain ('Photo coming soon' would say the car has no photo).
    await expect(photo(3)).toHaveCount(0);
    await expect(below.locator(".vehicle-photo")).toHaveClass(/vehicle-photo--waiting/);
    await below.scrollIntoViewIfNeeded();
    await expect(photo(3)).toHaveCount(1);
    // The test photo's file is missing: the fallback picture replaces it, as for any card.
    await expect(photo(3)).toHaveAttribute("src", "/images/vehicle-placeholder.svg");
    await expect(below.locator(".vehicle-photo")).not.toHaveClass(/vehicle-photo--waiting/);
  } else {
    await expect(below.locator(".vehicle-photo")).not.toHaveClass(/vehicle-photo--waiting/);
    await expect(photo(3)).toHaveCount(1);
    await expect(photo(3)).toHaveAttribute("loading", "lazy");
    await expect(photo(3)).toHaveAttribute("src", /^\/media\//);
  }
});

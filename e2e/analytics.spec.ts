// Analytics (spec 001 section 2.8), with JavaScript on and off, on the seeded demo: the heading and
// sold count, both donuts for a dealer who buys and sells, a slice that opens the filtered list at
// its filter bar, and the per-day table beneath the chart.
import { test, expect } from "./support/fixtures";

test("a dealer sees both donuts and a slice opens the filtered list", async ({ page, login }) => {
  await login("owner@northfield.test");
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ VEHICLES SOLD$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Launched Auctions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Placed Bids" })).toBeVisible();
  // One row per day of the window (30 days back to today), for screen readers and no JavaScript.
  expect(await page.locator("table tbody tr").count()).toBeGreaterThanOrEqual(30);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: test.info().outputPath(`analytics-${width}.png`), fullPage: true });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  // Every legend entry is a link to the list filtered by that status.
  const selling = page.getByRole("figure", { name: "Launched Auctions" });
  const published = selling.locator(".donut__legend-link", { hasText: /^Live/ });
  await expect(published).toHaveAttribute("href", /\/my-vehicles\?status=PUBLISHED#vehicleFilter$/);
  await published.click();
  await expect(page).toHaveURL(/\/my-vehicles\?status=PUBLISHED#vehicleFilter$/);

  await page.goto("/analytics");
  const won = page.getByRole("figure", { name: "Placed Bids" }).locator(".donut__legend-link", { hasText: /^Won/ });
  await won.click();
  await expect(page).toHaveURL(/\/my-bids\?status=WON#bidsFilter$/);
});

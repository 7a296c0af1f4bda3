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

// Issue 22's smalls on this page: one colour per slice, words not capitals, a UK date on hover and
// a named value axis.
test("each slice has its own colour, statuses read as words, the chart's hover date is a UK date", async ({
  page,
  login,
  jsEnabled,
}) => {
  await login("owner@northfield.test");
  await page.goto("/analytics");
  const selling = page.getByRole("figure", { name: "Launched Auctions" });
  const swatch = (text: RegExp) =>
    selling
      .locator(".donut__legend-link", { hasText: text })
      .locator(".donut__swatch")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await swatch(/^To accept/)).not.toBe(await swatch(/^Sold/));
  await expect(selling.locator(".donut__legend-link", { hasText: /^Declined/ })).toHaveCount(1);
  await expect(selling.getByText(/DECLINED/)).toHaveCount(0);
  if (!jsEnabled) return;
  // uPlot loads when its frame scrolls into view (decision 0133), which is below the donuts' legends.
  await page.locator(".daily__chart").scrollIntoViewIfNeeded();
  const chart = page.locator(".daily__chart .u-over");
  await expect(chart).toBeVisible();
  await chart.hover();
  await expect(page.locator(".daily__chart .u-legend .u-series").first().locator(".u-value")).toHaveText(
    /^\d{2}\/\d{2}\/\d{4}$/,
  );
});

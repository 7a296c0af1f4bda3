// The MOT HISTORY section of the auction detail (decision 0078), server-rendered: a demo
// registration's tests with results, mileage and advisories; an unknown plate says so and the
// page is whole. Screenshots at 375 and 1440 px go to test-results for a look.
import { test, expect } from "./support/fixtures";
import { BUYER, createAuction, ready, uniqueWord } from "./support/buyer";

test("shows the vehicle's MOT history on the auction detail", async ({ page, login, jsEnabled }, testInfo) => {
  const demo = await createAuction(page.request, {
    make: "Toyota",
    model: "Yaris",
    derivative: uniqueWord("Mot"),
    registrationPlate: "TY18 YRS",
  });
  const unknown = await createAuction(page.request, { derivative: uniqueWord("Mot"), registrationPlate: "ZZ99 ZZZ" });
  await login(BUYER);

  await page.goto(`/auction/${demo.id}`);
  await ready(page, jsEnabled);
  const section = page.locator("#mot-history");
  await expect(section.getByRole("heading", { name: "MOT HISTORY" })).toBeVisible();
  await expect(page.getByRole("link", { name: "MOT HISTORY" })).toHaveAttribute("href", "#mot-history");
  const tests = section.locator(".mot-test");
  expect(await tests.count()).toBeGreaterThanOrEqual(5);
  await expect(section.locator(".mot-result", { hasText: "FAILED" })).toHaveCount(1);
  // The failed test: its date (dd/MM/yyyy, UK time), mileage with separators, no expiry, its defect.
  const failed = tests.filter({ hasText: "FAILED" });
  await expect(failed).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(failed).toContainText(/\d{1,3},\d{3} miles/);
  await expect(failed.locator("dd").nth(1)).toHaveText("-");
  await expect(failed.locator(".mot-defects")).toContainText("Major");
  await expect(failed.locator(".mot-defects")).toContainText("tread depth below requirements");
  await expect(section.locator(".mot-tag", { hasText: "Advisory" }).first()).toBeVisible();
  await expect(tests.first().locator(".mot-result")).toHaveText("PASSED");

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`mot-history-${width}.png`) });
  }

  await page.goto(`/auction/${unknown.id}`);
  await ready(page, jsEnabled);
  await expect(page.locator("#mot-history")).toContainText("No MOT records were found for this registration.");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

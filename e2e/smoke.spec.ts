import { test, expect } from "./support/fixtures";

test("the home page renders and unknown pages show the not-found page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Trade Auction/);
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Houston, we have a problem" })).toBeVisible();
  await page.getByRole("link", { name: "Go to home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

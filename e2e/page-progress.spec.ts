// The page-wide loader (decision 0106): with JavaScript a thin bar shows while a navigation waits for
// the server and goes when the page arrives; without JavaScript the page never draws one. The server's
// answer is held back by the test itself, so nothing here depends on how fast the machine is.
import { test, expect } from "./support/fixtures";

test("a navigation shows the page-wide loader until its data arrives", async ({ page, jsEnabled }) => {
  await page.goto("/");
  const bar = page.locator(".page-progress");
  if (!jsEnabled) {
    await page.getByRole("link", { name: "Contact us" }).first().click();
    await expect(page).toHaveURL(/contact-us/);
    await expect(bar).toHaveCount(0);
    return;
  }
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Remix's single-fetch data request for the next page waits until the test lets it go.
  await page.route(/contact-us\.data/, async (route) => {
    await held;
    await route.continue();
  });
  // Hydrated: Remix's router has started, so the click is a client-side navigation.
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.getByRole("link", { name: "Contact us" }).first().click();
  await expect(bar).toBeAttached();
  release();
  await expect(page).toHaveURL(/contact-us/);
  await expect(bar).toHaveCount(0);
});

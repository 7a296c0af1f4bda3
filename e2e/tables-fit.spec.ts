// Issue 22 item 6: on a 375 px phone the owner's Transactions, Invoices and Employees, the analytics
// daily table and the ops lists are stacked cards: every field and action on screen, nothing to
// scroll sideways, with JavaScript on and off. At a desk (1440 px) they are still real tables.
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";

test.use({ viewport: { width: 375, height: 812 } });

/**
 * The page does not scroll sideways, and no table or list (nor anything in one) reaches past the
 * screen's right edge, even inside a scroller. Tab bars that scroll on purpose are left alone.
 */
async function fitsSideways(page: Page, path: string) {
  const res = await page.goto(path);
  expect({ path, status: res?.status() }).toEqual({ path, status: 200 });
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const parts = "main table, main table *, main .ops-list, main .ops-list *, main form, main form *";
    const over = Array.from(document.querySelectorAll(parts)).filter((el) => {
      const box = el.getBoundingClientRect();
      // A stacked table's header row is kept for screen readers but clipped to nothing.
      const hiddenHead = el.closest("thead")?.getBoundingClientRect().height === 1;
      return !hiddenHead && box.width > 0 && box.right > width + 1;
    });
    return {
      scroll: document.documentElement.scrollWidth > width,
      over: over.slice(0, 3).map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    };
  });
  expect({ path, ...wide }).toEqual({ path, scroll: false, over: [] });
}

async function onScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
}

test("the owner's books, employees and analytics stack into cards at 375 px", async ({ page, login }) => {
  await login("owner@northfield.test");
  for (const path of ["/my-organization/transactions", "/my-organization/invoices", "/my-organization/employees"])
    await fitsSideways(page, path);

  await page.goto("/my-organization/invoices");
  const invoice = page.locator("table tbody tr").first();
  // Each value with its column's name beside it, the PDF link included.
  await onScreen(invoice.locator('td[data-label="Price"]'));
  await onScreen(invoice.getByRole("link", { name: /^Download invoice .* as PDF$/ }));
  await expect(invoice.locator('td[data-label="Invoice Number"]')).toHaveText(/TA-\d{6}/);

  await page.goto("/my-organization/transactions");
  await onScreen(page.locator('table tbody tr td[data-label="Price"]').first());

  await page.goto("/my-organization/employees");
  const employee = page.locator("table tbody tr").filter({ has: page.getByRole("link", { name: /^Edit / }) });
  await onScreen(employee.first().getByRole("link", { name: /^Edit / }));
  await onScreen(employee.first().locator('td[data-label="Email"]'));

  await fitsSideways(page, "/analytics");
  await onScreen(page.locator('table tbody tr td[data-label="Sale value"]').first());
});

test("the ops lists fit a 375 px screen", async ({ page, login }) => {
  await login("admin@tradeauction.test");
  for (const path of [
    "/ops",
    "/ops/organisations",
    "/ops/members",
    "/ops/content",
    "/ops/fees",
    "/ops/invoice-details",
    "/ops/audit",
  ])
    await fitsSideways(page, path);
  await page.goto("/ops/fees");
  await onScreen(page.getByRole("button", { name: "Save fee settings" }));
  await onScreen(page.locator('td[data-label="Seller fee (£)"] input').first());
});

test("at a desk the books are still tables with column headers", async ({ page, login }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login("owner@northfield.test");
  await page.goto("/my-organization/invoices");
  await expect(page.getByRole("columnheader")).toHaveText(["Date", "Invoice Number", "Price", "Actions"]);
  const header = await page.locator("table thead").boundingBox();
  expect(header!.height).toBeGreaterThan(10);
});

// The owner's books (spec 001 sections 2.9, 2.10, 2.12), with JavaScript on and off, on the seeded
// demo (months of sold auctions, their fees and invoices): the transactions table with its search
// and pager, the invoices table and a real PDF download, and non-owners sent to the dashboard.
import { test, expect } from "./support/fixtures";
import { readFileSync } from "node:fs";
import { isPdf, pdfText } from "../tests/support/pdf-text";
import { BOOKS_MESSAGES } from "../functions/contract/messages/books";
import { FIELD_MESSAGES } from "../functions/contract/messages/common";
import { OPS_MESSAGES } from "../functions/contract/messages/ops";
import { DEMO_SUPPLIER } from "../scripts/seed/books";

const rows = (page: import("@playwright/test").Page) => page.locator("table tbody tr");

test("an owner pages and searches the organisation's transactions", async ({ page, login }) => {
  await login("owner@northfield.test");
  await page.goto("/my-organization/transactions");
  await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Transactions" }),
  ).toHaveClass(/active/);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole("columnheader")).toHaveText(["Date", "Transaction", "Price"]);
  await expect(rows(page).first().locator("td").first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(rows(page).first().locator("td").last()).toHaveText(/^£[\d,]+\.\d{2}$/);

  // More than ten rows: the pager shows, and page 2 is its own URL.
  const pager = page.getByRole("navigation", { name: "Pages" });
  await pager.getByRole("link", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText("2");

  await page.getByLabel("Name").fill("Buyer's fee");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/name=Buyer/);
  expect(await rows(page).count()).toBeGreaterThan(0);
  for (const text of await rows(page).locator("td:nth-child(2)").allTextContents())
    expect(text).toMatch(/^Buyer's fee: /);

  await page.getByLabel("Date From").fill("31/02/2026");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(FIELD_MESSAGES.dateWrongFormat)).toBeVisible();
  await expect(page.getByLabel("Date From")).toHaveValue("31/02/2026");
  await expect(page.getByLabel("Name")).toHaveValue("Buyer's fee");

  await page.getByLabel("Name").fill("no such vehicle anywhere");
  await page.getByLabel("Date From").fill("01/01/2020");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("cell", { name: BOOKS_MESSAGES.noData })).toBeVisible();
  // The demo's free trial ended months ago: the spec's words alone.
  await expect(page.getByText(/free trial/)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
});

test("an owner downloads an invoice as a PDF with its number inside", async ({ page, login }) => {
  await login("owner@northfield.test");
  await page.goto("/my-organization/invoices");
  await expect(page.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveText(["Date", "Invoice Number", "Price", "Actions"]);
  const first = rows(page).first();
  const number = (await first.locator("td").nth(1).textContent())!.trim();
  expect(number).toMatch(/^TA-\d{6}$/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    first.getByRole("link", { name: `Download invoice ${number} as PDF` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Invoice_${number}.pdf`);
  const bytes = new Uint8Array(readFileSync((await download.path())!));
  expect(isPdf(bytes)).toBe(true);
  const text = pdfText(bytes);
  expect(text).toContain(number);
  expect(text).toContain("Total VAT at 20%");

  await page.getByLabel("Number").fill(number.slice(-4));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(rows(page).locator("td:nth-child(2)")).toContainText([number]);
});

test("a member who is not the owner goes to the dashboard", async ({ page, login }) => {
  await login("buyer@northfield.test");
  for (const path of [
    "/my-organization/transactions",
    "/my-organization/invoices",
    "/my-organization/invoices/1/download",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await page.goto("/my-organization/my-profile");
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Transactions" }),
  ).toHaveCount(0);
});

// Issue 22 item 7 (decision 0113): ops set the supplier's details; every invoice PDF carries them.
test("ops set the invoice details, which the owner's VAT invoice then carries", async ({ page, login }) => {
  await login("admin@tradeauction.test");
  await page.goto("/ops/invoice-details");
  await expect(page.getByRole("heading", { name: "Invoice details", level: 1 })).toBeVisible();
  const vat = page.getByLabel("VAT registration number");
  await vat.fill("12345");
  await page.getByRole("button", { name: "Save invoice details" }).click();
  await expect(page.getByText(OPS_MESSAGES.vatNumberInvalid)).toBeVisible();
  await expect(vat).toHaveValue("12345");
  await expect(page.getByLabel("Supplier name")).toHaveValue(DEMO_SUPPLIER.name);
  // The demo's own details again, so the other tests' PDFs read the same.
  await vat.fill("gb 123 4567 89");
  await page.getByRole("button", { name: "Save invoice details" }).click();
  await expect(page.getByText(OPS_MESSAGES.supplierSaved)).toBeVisible();
  await expect(vat).toHaveValue("GB123456789");

  await page.context().clearCookies();
  await login("owner@northfield.test");
  await page.goto("/my-organization/invoices");
  const link = page.getByRole("link", { name: /^Download invoice/ }).first();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const text = pdfText(new Uint8Array(readFileSync((await download.path())!)));
  for (const part of [
    "VAT INVOICE",
    DEMO_SUPPLIER.name,
    DEMO_SUPPLIER.address,
    DEMO_SUPPLIER.postcode,
    "VAT registration number: GB 123 4567 89",
    "Tax point",
    "Northfield",
    "VAT rate",
    "Total due (GBP)",
  ])
    expect(text).toContain(part);
});

// Dealer registration (spec 000 section 2), with JavaScript on and off: each step's messages on bad
// input, back and forth without losing input, 'Thank you for registering', then the new owner logs
// in and sees that the account is being verified.
import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./support/fixtures";
import { REGISTRATION_MESSAGES as M } from "../functions/contract/messages/registration";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie-policy", value: "accepted", url: baseURL! }]);
});

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();
const back = (page: Page) => page.getByRole("button", { name: "Back", exact: true }).click();
const heading = (page: Page, name: string) => expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

async function noSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test("registers an independent dealer without a card", async ({ page, jsEnabled }, testInfo) => {
  // Five steps, their errors, two steps back and a sign-in: long on two shared cores.
  test.setTimeout(180_000);
  const unique = `${testInfo.project.name}${Date.now() % 1_000_000}`;
  const email = `owner-${unique}@newdealer.test`;
  const vat = `GB${String(Date.now()).slice(-7)}${jsEnabled ? "1" : "2"}`;

  // The home page's FREE TRIAL leads here.
  await page.goto("/");
  await page.getByRole("link", { name: "FREE TRIAL" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await heading(page, "Dealer Type");
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
  if (jsEnabled) await noSeriousAxeViolations(page);

  // Step 1: nothing chosen, then transaction management without seller.
  await next(page);
  await expect(page.getByText(M.roleRequired).first()).toBeVisible();
  await page.getByLabel("Independent Dealer").check();
  await page.getByLabel("Buyer", { exact: true }).check();
  if (!jsEnabled) {
    await page.getByLabel("Transaction management").check();
    await next(page);
    await expect(page.getByText(M.transactionNeedsSeller, { exact: true })).toBeVisible();
    await page.getByLabel("Transaction management").uncheck();
  } else {
    await expect(page.getByLabel("Transaction management")).toBeDisabled();
  }
  // One fee table; the seller's column shows only while Seller is ticked, with JavaScript or without
  // (issue 22).
  const fees = page.getByRole("table", { name: M.feesCaption });
  await expect(fees.getByRole("columnheader", { name: "Buyer" })).toBeVisible();
  await expect(fees.getByRole("columnheader", { name: "Seller" })).toBeHidden();
  await page.getByLabel("Seller", { exact: true }).check();
  await expect(fees.getByRole("columnheader", { name: "Seller" })).toBeVisible();
  await expect(fees.getByRole("row").nth(2)).toContainText("£1,001 to £2,500");
  await expect(fees.getByRole("row").nth(2).getByRole("cell").nth(2)).toBeVisible();
  await next(page);

  // Step 2: VAT required (with JavaScript Next waits for it), then too short.
  await heading(page, "Company Details");
  await page.getByLabel("Official company name").fill("New Dealer Motors Ltd");
  await page.getByLabel("Trade name").fill("New Dealer Motors");
  if (jsEnabled) {
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.getByLabel("VAT number").fill("  ");
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  } else {
    await next(page);
    await expect(page.getByLabel("VAT number")).toHaveAccessibleDescription("Field is required");
  }
  await page.getByLabel("VAT number").fill("GB12");
  await next(page);
  await expect(page.getByText("Min length equals 9 characters")).toBeVisible();
  await expect(page.getByLabel("Trade name")).toHaveValue("New Dealer Motors");
  await page.getByLabel("VAT number").fill(vat);
  await next(page);

  // Step 3: an unknown postcode, letters in the phone number.
  await heading(page, "Company Address");
  await page.getByLabel("Postcode").fill("ZZ9 9ZZ");
  await page.getByLabel("Address", { exact: true }).fill("1 Kirkgate");
  await page.getByLabel("City").fill("Leeds");
  await page.getByLabel("County").fill("West Yorkshire");
  await page.getByLabel("Phone", { exact: true }).fill("0113 abc");
  await next(page);
  if (jsEnabled) await expect(page.getByText("Type only numbers")).toBeVisible();
  await page.getByLabel("Phone", { exact: true }).fill("01134960000");
  await next(page);
  await expect(page.getByText(M.postalCodeNotFound)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(M.invalidValues);
  await page.getByLabel("Postcode").fill("LS1 4AP");
  await next(page);

  // Step 4: bad details, then back to step 3 and 2 and forward again: nothing typed is lost.
  await heading(page, "Personal Details");
  await page.getByLabel("First name").fill("R2D2");
  await page.getByLabel("Last name").fill("Newman");
  await page.getByLabel("Email").fill("nobody@");
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByLabel("Repeat password").fill("abd");
  await next(page);
  await expect(page.getByText("Type correct characters")).toBeVisible();
  await expect(page.getByText("Email has the wrong format")).toBeVisible();
  await expect(page.getByText("Password is too short - should be 6 chars minimum.")).toBeVisible();
  await expect(page.getByText("Password must be the same")).toBeVisible();
  await page.getByLabel("First name").fill("Nina");
  await page.getByLabel("Email").fill(email);
  await back(page);
  await heading(page, "Company Address");
  await expect(page.getByLabel("Postcode")).toHaveValue("LS1 4AP");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("01134960000");
  await back(page);
  await heading(page, "Company Details");
  await expect(page.getByLabel("VAT number")).toHaveValue(vat);
  await next(page);
  await next(page);
  await heading(page, "Personal Details");
  await expect(page.getByLabel("First name")).toHaveValue("Nina");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Position").selectOption("OWNER");
  await page.getByLabel("Password", { exact: true }).fill("secret1");
  await page.getByLabel("Repeat password").fill("secret1");
  await next(page);
  await expect(page.getByText("Field is required")).toBeVisible();
  await page.getByLabel(/I accept the Privacy Policy/).check();
  await page.getByLabel("Password", { exact: true }).fill("secret1");
  await page.getByLabel("Repeat password").fill("secret1");
  await next(page);

  // Step 5: payments are off here, and the page says so.
  await heading(page, "Payment Details");
  await expect(page.getByText(M.paymentsOff)).toBeVisible();
  await page.getByRole("button", { name: "Register Account" }).click();
  await heading(page, M.registered);

  // The new owner signs in and sees that the account is being verified.
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(M.beingVerified)).toBeVisible();
  // A signed-in visitor is sent from registration to the dashboard.
  await page.goto("/register");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the login page's Register link leads to registration", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await heading(page, "Dealer Type");
});

test("step 1 moves on when the dealer type is chosen after a role (with JavaScript)", async ({ page, jsEnabled }) => {
  await page.goto("/register");
  await heading(page, "Dealer Type");
  await page.getByLabel("Buyer", { exact: true }).check();
  // With JavaScript the step moves on as soon as the type is chosen, so the radio may be gone
  // before check() could see it checked: click, then wait for the next step's heading.
  await page.getByLabel("Franchised Dealer").click();
  // Without JavaScript the choice waits for Next, as every plain form does.
  if (!jsEnabled) await next(page);
  await heading(page, "Company Details");
  await back(page);
  await heading(page, "Dealer Type");
  await expect(page.getByLabel("Franchised Dealer")).toBeChecked();
  await expect(page.getByLabel("Buyer", { exact: true })).toBeChecked();
});

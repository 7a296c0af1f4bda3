// The organisation account area (spec 000 sections 2, 5, 6), with JavaScript on and off: company
// details with each validation message, adding and removing a location, creating an employee who
// waits for verification, correcting a rejected one, and what a non-owner sees. Each project uses
// its own organisation so the two runs never race on one organisation's version.
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { FIELD_MESSAGES } from "../functions/contract/messages/common";
import { EMPLOYEE_MESSAGES, ORGANISATION_MESSAGES as ORG } from "../functions/contract/messages/organisation";

const stamp = () => Date.now().toString(36);
const letters = () => stamp().replace(/\d/g, (d) => "abcdefghij"[Number(d)]);

function mainLocation(page: Page) {
  return page.locator("section", { has: page.getByRole("heading", { name: /Main location/ }) });
}

async function fillMain(
  page: Page,
  values: Partial<Record<"Postal code" | "Address" | "Address 2" | "City" | "County", string>>,
) {
  for (const [label, value] of Object.entries(values))
    await mainLocation(page).getByLabel(label, { exact: true }).fill(value);
}

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

// One organisation per project for both tests, one after the other: they save the same version.
test.describe.configure({ mode: "serial" });

test("an owner edits company details and sees each validation message", async ({ page, login, jsEnabled }) => {
  await login(jsEnabled ? "owner@northfield.test" : "owner@riverside.test");
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const original = {
    "Postal code": await mainLocation(page).getByLabel("Postal code").inputValue(),
    Address: await mainLocation(page).getByLabel("Address", { exact: true }).inputValue(),
    "Address 2": "",
    City: await mainLocation(page).getByLabel("City").inputValue(),
    County: await mainLocation(page).getByLabel("County").inputValue(),
  };
  const landline = await page.getByLabel("Landline phone").inputValue();

  await page.getByLabel("Landline phone").fill("0113-496");
  await page.getByLabel("Website").fill("not a site");
  await fillMain(page, { Address: "x".repeat(101), "Address 2": "y".repeat(101), City: "Leeds1", County: "" });
  await save(page);
  for (const message of [
    FIELD_MESSAGES.onlyNumbers,
    ORG.websiteFormat,
    ORG.addressTooLong,
    ORG.address2TooLong,
    FIELD_MESSAGES.correctCharacters,
    FIELD_MESSAGES.required,
  ]) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }

  await page.getByLabel("Landline phone").fill("1".repeat(16));
  await page.getByLabel("Website").fill(`www.${"a".repeat(200)}.com`);
  await fillMain(page, { Address: original.Address, "Address 2": "", City: "c".repeat(101), County: "d".repeat(101) });
  await save(page);
  for (const message of [ORG.phoneTooLong, ORG.websiteTooLong, ORG.cityTooLong, ORG.countyTooLong]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  // Only the server knows which postcodes exist.
  await page.getByLabel("Landline phone").fill(landline);
  await page.getByLabel("Website").fill("www.example.co.uk");
  await fillMain(page, { ...original, "Postal code": "ZZ9 9ZZ" });
  await save(page);
  await expect(page.getByText(FIELD_MESSAGES.postalCodeNotFound)).toBeVisible();

  await fillMain(page, original);
  await page.getByLabel("Website").fill(`www.dealer-${stamp()}.co.uk`);
  await save(page);
  await expect(page.getByText(ORG.updated)).toBeVisible();
});

/** The fieldset of an owner's existing location whose address is `address`. */
const locationWith = (page: Page, address: string) =>
  page.getByRole("group", { name: /^Location / }).filter({ has: page.locator(`input[value="${address}"]`) });

test("an owner adds a location, which waits for approval, edits it and removes it", async ({
  page,
  login,
  jsEnabled,
}) => {
  await login(jsEnabled ? "owner@northfield.test" : "owner@riverside.test");
  await page.goto("/settings");
  const address = `${stamp()} Depot Road`;
  await page.getByRole("button", { name: "Add location" }).click();
  const added = page.getByRole("group", { name: "New location 1" });
  await expect(added).toBeVisible();
  await added.getByLabel("Postal code").fill("YO1 7HH");
  await added.getByLabel("Address", { exact: true }).fill(address);
  await added.getByLabel("City").fill("York");
  await added.getByLabel("County").fill("North Yorkshire");
  await save(page);
  await expect(page.getByText(ORG.updated)).toBeVisible();
  await expect(locationWith(page, address)).toContainText(ORG.pendingApproval);

  // Still waiting for approval, it changes at once; a bad value shows on its own field.
  const moved = `${address} Unit 2`;
  await locationWith(page, address).getByLabel("City").fill("");
  await save(page);
  await expect(locationWith(page, address).getByText(FIELD_MESSAGES.required, { exact: true })).toBeVisible();
  await locationWith(page, address).getByLabel("City").fill("York");
  await locationWith(page, address).getByLabel("Address", { exact: true }).fill(moved);
  await save(page);
  await expect(page.getByText(ORG.updated)).toBeVisible();
  await expect(locationWith(page, moved)).toContainText(ORG.pendingApproval);

  await locationWith(page, moved)
    .getByRole("link", { name: /Remove location/ })
    .click();
  if (jsEnabled) {
    const dialog = page.getByRole("dialog", { name: ORG.confirmRemoveLocation });
    await expect(dialog).toContainText(ORG.confirmRemoveLocation);
    await dialog.getByRole("button", { name: "Remove" }).click();
  } else {
    await expect(page.getByRole("heading", { name: ORG.confirmRemoveLocation })).toBeVisible();
    await page.getByRole("button", { name: "Remove" }).click();
  }
  await expect(page.getByText(ORG.updated)).toBeVisible();
  await expect(locationWith(page, moved)).toHaveCount(0);
});

test("an owner's edit of an approved location waits for approval, and going back withdraws it", async ({
  page,
  login,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "Northfield's Harrogate site; the no-JS run covers the same form above");
  await login("owner@northfield.test");
  await page.goto("/settings");
  const site = locationWith(page, "3 Station Parade");
  await expect(site).not.toContainText(ORG.pendingApproval);
  await site.getByLabel("Address 2", { exact: true }).fill("Rear yard");
  await save(page);
  await expect(page.getByText(ORG.updated)).toBeVisible();
  await expect(locationWith(page, "3 Station Parade")).toContainText(ORG.pendingApproval);
  await locationWith(page, "3 Station Parade").getByLabel("Address 2", { exact: true }).fill("");
  await save(page);
  await expect(page.getByText(ORG.updated)).toBeVisible();
  await expect(locationWith(page, "3 Station Parade")).not.toContainText(ORG.pendingApproval);
});

test("an owner creates an employee who is PENDING, corrects them once REJECTED, and removes them", async ({
  page,
  login,
  jsEnabled,
}) => {
  await login(jsEnabled ? "owner@hilltop.test" : "owner@northfield.test");
  await page.goto("/my-organization/employees");
  await page.getByRole("link", { name: "ADD NEW EMPLOYEE" }).click();
  await expect(page).toHaveURL(/\/my-organization\/employee$/);
  const saveButton = page.getByRole("button", { name: "Save", exact: true });
  if (jsEnabled) await expect(saveButton).toBeDisabled();
  else {
    await saveButton.click();
    await expect(page.getByText(FIELD_MESSAGES.required).first()).toBeVisible();
  }

  const lastName = `Aardvark${letters()}`;
  const email = `${lastName.toLowerCase()}@staff.test`;
  await page.getByLabel("First name").fill("x".repeat(51));
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Phone").fill("07x");
  await page.getByLabel("Position").selectOption({ label: "Sales Executive" });
  await page.getByLabel("Location").selectOption({ index: 1 });
  await page.getByLabel("Buyer").check();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret1");
  await page.getByLabel("Repeat password").fill("secret1");
  await page.getByLabel("No newsletter").check();
  await saveButton.click();
  for (const message of [
    EMPLOYEE_MESSAGES.firstNameTooLong,
    FIELD_MESSAGES.emailWrongFormat,
    FIELD_MESSAGES.onlyNumbers,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel("First name").fill("Ivy");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("07700900999");
  // Passwords never come back from the server.
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret1");
  await page.getByLabel("Repeat password").fill("secret1");
  await saveButton.click();
  await expect(page.getByText(EMPLOYEE_MESSAGES.created)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("In verification");

  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByLabel("First name")).toHaveAttribute("readonly", "");
  const rejected = await page.request.post("/api/test/member-status", { data: { email, status: "REJECTED" } });
  expect(rejected.status()).toBe(200);
  await page.reload();
  await expect(page.getByText("Rejected", { exact: true })).toBeVisible();
  await page.getByLabel("First name").fill("Ivana");
  await saveButton.click();
  await expect(page.getByText(EMPLOYEE_MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Ivana");
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("In verification");

  await page
    .getByRole("row")
    .filter({ hasText: email })
    .getByRole("link", { name: /^Remove/ })
    .click();
  if (jsEnabled)
    await page
      .getByRole("dialog", { name: EMPLOYEE_MESSAGES.confirmRemove })
      .getByRole("button", { name: "Remove" })
      .click();
  else {
    await expect(page.getByRole("heading", { name: EMPLOYEE_MESSAGES.confirmRemove })).toBeVisible();
    await page.getByRole("button", { name: "Remove" }).click();
  }
  await expect(page.getByText(EMPLOYEE_MESSAGES.removed)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
});

test("a non-owner is sent from Employees to the dashboard and sees company details read-only", async ({
  page,
  login,
}) => {
  await login("buyer@northfield.test");
  await page.goto("/my-organization/employees");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings");
  await expect(page.getByLabel("Landline phone")).toHaveAttribute("readonly", "");
  await expect(mainLocation(page).getByLabel("City")).toHaveAttribute("readonly", "");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add location" })).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Account" });
  await expect(nav.getByRole("link", { name: "Employees" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "My Profile" })).toBeVisible();
});

test("a member changes their profile", async ({ page, login, jsEnabled }) => {
  await login(jsEnabled ? "seller@northfield.test" : "buyer@riverside.test");
  await page.goto("/my-organization/my-profile");
  await expect(page.getByLabel("First name")).toHaveAttribute("readonly", "");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("abc");
  await page.getByLabel("Repeat password").fill("abd");
  await page.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText(FIELD_MESSAGES.minLength(6))).toBeVisible();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("");
  await page.getByLabel("Repeat password").fill("");
  await page.getByLabel("Send me the newsletter").check();
  await page.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.getByLabel("Send me the newsletter")).toBeChecked();
});

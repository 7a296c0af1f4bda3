// Search alerts and notifications (spec 000 sections 2, 5 and 7; issue 13), JavaScript on and off:
// a member creates, copies (confirming the pre-check's question), edits and deletes an alert, and a
// matching auction published afterwards puts exactly one email in the dev mailbox.
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { BUYER, createAuction, quietNotices, ready, uniqueWord } from "./support/buyer";

const rowsOf = (page: Page, make: string) => page.locator("tbody tr").filter({ hasText: make });

async function shoot(page: Page, name: string) {
  // Screens to look at by hand (ALERT_SHOTS=dir); not part of what the test asserts.
  const dir = process.env.ALERT_SHOTS;
  if (!dir) return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a member creates, copies, edits and deletes an alert, and a match is mailed once", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const make = uniqueWord("Alertmake");
  // The make and model exist once a vehicle of them was listed.
  await createAuction(page.request, { make, model: "Roadster", year: 2018, mileage: 30000 });
  await login(BUYER);

  await page.goto("/my-organization/forms-alerts");
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "ADD ALERT" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add new search alert");
  await ready(page, jsEnabled);
  await expect(page.getByLabel("Model")).toBeDisabled();
  // Validation on submit: the years are required unless all years are chosen.
  await page.getByRole("button", { name: "SAVE" }).click();
  const fromYear = page.locator(".field").filter({ has: page.getByLabel("From year") });
  await expect(fromYear.locator(".field__error")).toHaveText("Field is required");
  await page.getByLabel("Make").selectOption({ label: make });
  if (!jsEnabled) await page.getByRole("button", { name: "Show models" }).click();
  await expect(page.getByLabel("Model")).toBeEnabled();
  await page.getByLabel("Model").selectOption({ label: "Roadster" });
  await page.getByLabel("From year").selectOption("2020");
  await page.getByLabel("To year").selectOption("2016");
  await page.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("From year must not be later than To year")).toBeVisible();
  await page.getByLabel("All years").check();
  await shoot(page, "alert-form");
  await page.getByRole("button", { name: "SAVE" }).click();
  await expect(page).toHaveURL(/\/my-organization\/forms-alerts$/);
  await expect(page.getByText("Search alert created successfully")).toBeVisible();
  await expect(rowsOf(page, make)).toHaveCount(1);
  await expect(rowsOf(page, make)).toContainText("All years");

  // Copy: the same parameters again, so the pre-check asks first.
  await ready(page, jsEnabled);
  await rowsOf(page, make).getByRole("link", { name: /Copy/ }).click();
  await expect(page.getByLabel("Make")).toHaveValue(/\d+/);
  await page.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("You already have this alert");
  await shoot(page, "alert-confirm");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Search alert created successfully")).toBeVisible();
  await expect(rowsOf(page, make)).toHaveCount(2);
  await shoot(page, "alert-list");

  // Edit the copy.
  await rowsOf(page, make).nth(1).getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit search alert");
  await page.getByLabel("Maximum mileage").selectOption({ label: "50,000 miles" });
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByText("Search alert updated successfully")).toBeVisible();
  await expect(rowsOf(page, make).nth(1)).toContainText("Up to 50,000");

  // Delete it, after the spec's question.
  await rowsOf(page, make)
    .nth(1)
    .getByRole("link", { name: /Delete/ })
    .click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "Are you sure you want to delete this alert? We will no longer notify you when this type of vehicle is added.",
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Search alert removed successfully")).toBeVisible();
  await expect(rowsOf(page, make)).toHaveCount(1);

  // A matching auction: one email, to this member only.
  const auction = await createAuction(page.request, { make, model: "Roadster", year: 2021, mileage: 12000 });
  const link = `/auction/${auction.id}\n`;
  let mails: { to: string; subject: string; text: string }[] = [];
  for (let i = 0; i < 40; i++) {
    const res = await page.request.get("/api/dev/outbox");
    mails = ((await res.json()).data as typeof mails).filter((m) => m.text.includes(link));
    if (mails.length > 0) break;
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(500);
  const res = await page.request.get("/api/dev/outbox");
  mails = ((await res.json()).data as typeof mails).filter((m) => m.text.includes(link));
  expect(mails.map((m) => [m.to, m.subject])).toEqual([[BUYER, "New vehicle matching your search alert"]]);
  await page.goto("/dev/mailbox");
  await expect(page.getByText("New vehicle matching your search alert").first()).toBeVisible();
});

test("the header's NOTIFICATIONS opens the toggles and the member's notices", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  await login("owner@hilltop.test");
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "NOTIFICATIONS" }).click();
  await expect(page).toHaveURL(/\/my-organization\/notifications$/);
  await ready(page, jsEnabled);
  const box = page.getByLabel("Push notifications for search alerts");
  const was = await box.isChecked();
  await box.setChecked(!was);
  if (!jsEnabled) await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Notification settings updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Push notifications for search alerts")).toBeChecked({ checked: !was });
  await expect(page.getByRole("heading", { name: "Your notices" })).toBeVisible();
  await shoot(page, "notifications");
});

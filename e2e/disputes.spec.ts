// Disputes (issue 27 item 3), with JavaScript and without: the buyer raises one on a fresh sale
// (reason, description, photos kept across a refused try, one removed; the confirmation names the
// plate and the price), both sides see the sale as disputed, the seller answers, ops uphold it in
// the console, and the sale shows as cancelled to the buyer. Screenshots at 375 and 1440 px of the
// dispute page.
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { BUYER, SELLER, card, closedAuction, ready, uniqueWord } from "./support/buyer";

const ADMIN = "admin@tradeauction.test";
// A 1x1 PNG: enough for the upload's type check and its variants.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("the buyer raises a dispute, the seller answers, ops uphold it: the sale is cancelled", async ({
  page,
  context,
  login,
  openAs,
  jsEnabled,
}) => {
  // Four sign-ins, three uploads and six full-page shots: 45-50 s alone at load 20, past a minute beside the no-JS run.
  test.slow();
  const word = uniqueWord("Dispute");
  const auction = await closedAuction(
    page.request,
    { make: "Ford", model: "Focus", derivative: `${word} Zetec`, type: "MINIMUM_PRICE", minimumPriceInPence: 480000 },
    [[BUYER, 4800]],
  );

  await openAs(BUYER, `/auction/${auction.id}`);
  await page.getByRole("link", { name: "Raise a dispute" }).click();
  await expect(page).toHaveURL(new RegExp(`/auction/${auction.id}/dispute$`));
  const plate = (await page.locator(".dispute-page p strong").first().textContent())!.trim();
  expect(plate).not.toBe("");
  await expect(page.getByText(`You are disputing the sale of ${plate} at £4,800.`)).toBeVisible();

  // Nothing chosen, nothing typed: the contract's messages on their fields.
  await page.getByRole("button", { name: "RAISE DISPUTE" }).click();
  await expect(page.getByText("Choose a reason from the list")).toBeVisible();
  await expect(page.getByText("This field is required")).toBeVisible();

  // A reason and two photos, no description: refused, the reason and both photos kept (the photos
  // uploaded, so they need not be chosen again); one is removed before the next try.
  await page.getByLabel("Undeclared damage").check();
  await page.getByLabel(/^Photos/).setInputFiles([
    { name: "dent.png", mimeType: "image/png", buffer: PNG },
    { name: "scratch.png", mimeType: "image/png", buffer: PNG },
  ]);
  await page.getByRole("button", { name: "RAISE DISPUTE" }).click();
  await expect(page.getByText("This field is required")).toBeVisible();
  await expect(page.getByText("Your 2 photos are kept and will be sent with the dispute")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Evidence \d you chose$/ })).toHaveCount(2);
  await expect(page.getByLabel("Undeclared damage")).toBeChecked();
  await screenshots(page, `dispute-photos-kept-${jsEnabled ? "js" : "nojs"}`);
  await page.getByLabel("Remove photo 2").check();
  await page.getByLabel("What is wrong").fill("Offside rear door dented, not shown in the listing");
  await page.getByRole("button", { name: "RAISE DISPUTE" }).click();
  await expect(page.getByText(`Dispute raised for ${plate} (sold at £4,800)`)).toBeVisible();
  await expect(page.getByTestId("dispute-status")).toHaveText("Disputed: awaiting the seller's answer");
  await expect(page.getByRole("img", { name: /^Evidence \d from the buyer$/ })).toHaveCount(1);
  await screenshots(page, `dispute-raised-${jsEnabled ? "js" : "nojs"}`);

  await page.goto(`/my-bids?status=WON&q=${word}`);
  await expect(card(page, auction.id).getByTestId("dispute-badge")).toHaveText("Disputed");

  await context.clearCookies();
  await login(SELLER);
  await page.goto(`/my-vehicles?status=SOLD&q=${word}`);
  await expect(card(page, auction.id).getByTestId("dispute-badge")).toHaveText("Disputed");
  await page.goto(`/my-vehicles/${auction.id}`);
  await ready(page, jsEnabled);
  await page.getByRole("link", { name: "Read and answer the dispute" }).click();
  await page.getByLabel("Your answer").fill("The dent was in photo 7 of the listing");
  await page.getByRole("button", { name: "SEND ANSWER" }).click();
  await expect(page.getByText("Your answer has been sent")).toBeVisible();
  await expect(page.getByTestId("dispute-status")).toHaveText("Disputed: awaiting a decision");

  await context.clearCookies();
  await login(ADMIN);
  // The console marks no hydration; a click before it is the plain form post, which works too.
  await page.goto("/ops/disputes");
  const decide = page.getByRole("form", { name: `Decide the dispute of ${plate}` });
  // The reduction is typed in pounds: a bad one is refused in pounds, on its field, what was typed kept.
  await decide.getByLabel("Partial: reduce the price by an agreed amount").check();
  await decide.getByLabel("Price reduction (partial only)").fill("12.345");
  await decide.getByRole("button", { name: "DECIDE" }).click();
  await expect(decide.getByText("Enter the price reduction in pounds, less than the sale price")).toBeVisible();
  await expect(decide.getByLabel("Price reduction (partial only)")).toHaveValue("12.345");
  await decide.getByLabel("Price reduction (partial only)").fill("");
  await decide.getByRole("button", { name: "DECIDE" }).click();
  await expect(decide.getByText("Enter the price reduction in pounds, less than the sale price")).toBeVisible();
  await decide.getByLabel("Uphold: cancel the sale and credit the fees").check();
  await decide.getByRole("button", { name: "DECIDE" }).click();
  await expect(page.getByText("Decision recorded")).toBeVisible();
  await expect(page.getByRole("form", { name: `Decide the dispute of ${plate}` })).toHaveCount(0);

  await context.clearCookies();
  await login(BUYER);
  await page.goto(`/auction/${auction.id}`);
  await expect(page.getByTestId("dispute-line")).toContainText("Sale cancelled: dispute upheld");
  await page.goto(`/auction/${auction.id}/dispute`);
  await expect(page.getByTestId("dispute-status")).toHaveText("Sale cancelled: dispute upheld");
  await screenshots(page, `dispute-upheld-${jsEnabled ? "js" : "nojs"}`);
});

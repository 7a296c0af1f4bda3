// The auction detail on a phone (issue 22 item 3, decision 0098): at 375 x 812 the title, price,
// time left, reserve state and the viewer's action sit in the first screen under one hero photo;
// one contact card, the other party's; the MOT row follows the MOT history; after the close the
// price heading says what happened. Screenshots at 375 and 1440 px go to test-results for a look.
import type { Locator, Page, TestInfo } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import {
  BUYER,
  SELLER,
  bidAs,
  createAuction,
  endAuction,
  quietNotices,
  ready,
  sellerAccepts,
  uniqueWord,
  type TestAuction,
} from "./support/buyer";

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

/** Wholly inside the first screen of a page opened at its top. */
async function expectInFirstScreen(target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.y, "top").toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "bottom").toBeLessThanOrEqual(PHONE.height);
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-375-first-screen.png`) });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: PHONE.height });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** Waits for the room's outbox, so every page reads what the room decided. */
async function drain(page: Page, auctionId: number) {
  expect((await page.request.post(`/api/test/auction/${auctionId}/drain`, { data: {} })).status()).toBe(200);
}

/** Ends the auction as its alarm would. */
async function close(page: Page, auction: TestAuction) {
  await endAuction(page.request, auction);
  await drain(page, auction.id);
}

const heading = (page: Page) => page.getByTestId("price-heading");
const contactHeadings = (page: Page) => page.getByRole("heading", { name: /^(SELLER'S|BUYER'S) INFORMATION$/ });

test("a buyer on a phone: price, time left, reserve and PLACE BID in the first screen", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}, testInfo) => {
  await quietNotices(context, baseURL!);
  const auction = await createAuction(page.request, {
    make: "Toyota",
    model: "Yaris",
    derivative: uniqueWord("Phone"),
    registrationPlate: "TY18 YRS",
    type: "PHYSICAL",
    minimumPriceInPence: 500000,
  });
  await login(BUYER);
  await page.goto(`/auction/${auction.id}`);
  await ready(page, jsEnabled);

  await expectInFirstScreen(page.getByRole("heading", { level: 1 }));
  await expect(heading(page)).toHaveText("RESERVE NOT MET");
  await expectInFirstScreen(heading(page));
  await expectInFirstScreen(page.getByTestId("bid-panel").locator(".price-amount"));
  await expectInFirstScreen(page.getByRole("timer").first());
  await expectInFirstScreen(page.getByRole("link", { name: "PLACE BID" }));

  // One hero photo fetched at once and first; every other photo waits until it is needed.
  const images = page.locator(".detail__top img");
  await expect(page.locator('.detail__top img[loading="eager"]')).toHaveCount(1);
  await expect(page.locator(".hero__item:first-child img")).toHaveAttribute("fetchpriority", "high");
  expect(await page.locator('.detail__top img[loading="lazy"]').count()).toBe((await images.count()) - 1);
  await expect(page.getByRole("link", { name: "12 photos" })).toHaveAttribute("href", "#gallery");
  // ...asked for from the head, before the stylesheets and scripts: the hero's file, which its link
  // opens (these test photos have no small variant, and no file: with JavaScript the image then
  // shows the placeholder; hero-photo.test.ts covers the phone's and the desk's pick).
  const heroSrc = await page.locator(".hero__item:first-child a").getAttribute("href");
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("href", heroSrc!);
  await expect(preload).toHaveAttribute("fetchpriority", "high");

  // One contact card, the seller's, empty until this buyer's organisation has bought the car.
  await expect(contactHeadings(page)).toHaveText(["SELLER'S INFORMATION"]);
  await expect(page.locator("#sellers-information")).toContainText(
    "The seller's contact details are shown to the winning buyer once the vehicle is sold.",
  );

  // The MOT row follows the MOT history: the newest pass's expiry.
  const newestPass = page.locator("#mot-history .mot-test", { hasText: "PASSED" }).first();
  const expiry = (await newestPass.locator("dd").nth(1).textContent())!.trim();
  const motRow = page.locator("#vehicle-information .facts div", { hasText: /^MOT/ });
  await expect(motRow.locator("dd")).toHaveText(new RegExp(`^(Valid until|Expired) ${expiry}$`));

  const bar = page.getByTestId("bid-bar");
  if (jsEnabled) {
    // Scrolled down to the sections, the bid bar keeps PLACE BID in reach.
    await expect(bar).toBeHidden();
    await page.locator("#specification").scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("RESERVE NOT MET");
    await bar.getByRole("button", { name: "PLACE BID" }).click();
    await expect(page.getByLabel("Your maximum bid (£)")).toBeVisible();
    await page.keyboard.press("Escape");
  } else {
    await expect(bar).toHaveCount(0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, testInfo, "detail-buyer-live");
});

test("after the close the heading says what happened, and each side's action is in the first screen", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}, testInfo) => {
  await quietNotices(context, baseURL!);
  // A reserve not met: the seller decides, then the winning buyer.
  const offer = await createAuction(page.request, {
    derivative: uniqueWord("Offer"),
    type: "PHYSICAL",
    minimumPriceInPence: 900000,
    timeOption: 60,
  });
  await bidAs(page.request, BUYER, offer.id, 4050);
  await close(page, offer);

  await login(SELLER);
  await page.goto(`/my-vehicles/${offer.id}`);
  await ready(page, jsEnabled);
  await expect(heading(page)).toHaveText("WAITING FOR ACCEPTANCE");
  await expect(page.getByTestId("bid-panel")).toContainText("£100");
  await expectInFirstScreen(page.getByTestId("seller-panel").getByRole("link", { name: "ACCEPT" }));
  await expectInFirstScreen(page.getByTestId("seller-panel").getByRole("link", { name: "REJECT" }));
  // The seller's card is the buyer's, empty until the sale.
  await expect(contactHeadings(page)).toHaveText(["BUYER'S INFORMATION"]);
  await expect(page.locator("#buyers-information")).toContainText(
    "The buyer's contact details are shown here once the vehicle is sold.",
  );
  await screenshots(page, testInfo, "detail-seller-to-accept");

  await sellerAccepts(page.request, offer.id);
  await drain(page, offer.id);
  await page.context().clearCookies();
  await quietNotices(context, baseURL!);
  await login(BUYER);
  await page.goto(`/my-bids/${offer.id}`);
  await ready(page, jsEnabled);
  await expect(heading(page)).toHaveText("WAITING FOR ACCEPTANCE");
  await expectInFirstScreen(page.getByRole("link", { name: "ACCEPT" }));
  await expectInFirstScreen(page.getByRole("link", { name: "REJECT" }));
  await screenshots(page, testInfo, "detail-winner-waiting");

  // A no-reserve sale: SOLD with its price, and each side sees the other's details.
  const sold = await createAuction(page.request, { derivative: uniqueWord("Sold"), timeOption: 60 });
  await bidAs(page.request, BUYER, sold.id, 1500);
  await close(page, sold);
  await page.goto(`/my-bids/${sold.id}`);
  await expect(heading(page)).toHaveText("SOLD");
  await expect(page.getByTestId("bid-panel")).toContainText("£1,000");
  await expect(contactHeadings(page)).toHaveText(["SELLER'S INFORMATION"]);
  const sellerCard = page.locator("#sellers-information");
  await expect(sellerCard).toContainText("Olivia Northfield");
  await expect(sellerCard).toContainText("Northfield Motors");
  // No number is shown twice under two names.
  const numbers = await sellerCard.locator('a[href^="tel:"]').allTextContents();
  expect(new Set(numbers.map((n) => n.replace(/\s+/g, ""))).size).toBe(numbers.length);
  await screenshots(page, testInfo, "detail-buyer-sold");

  await page.context().clearCookies();
  await login(SELLER);
  await page.goto(`/my-vehicles/${sold.id}`);
  await expect(heading(page)).toHaveText("SOLD");
  await expect(contactHeadings(page)).toHaveText(["BUYER'S INFORMATION"]);
  await expect(page.locator("#buyers-information")).toContainText("Rob Bidwell");
  await expect(page.locator("#buyers-information")).toContainText("Riverside Cars");

  // No bids at all: NOT SOLD, and the seller's next steps in the first screen.
  const unsold = await createAuction(page.request, { derivative: uniqueWord("Unsold"), timeOption: 60 });
  await close(page, unsold);
  await page.goto(`/my-vehicles/${unsold.id}`);
  await ready(page, jsEnabled);
  await expect(heading(page)).toHaveText("NOT SOLD");
  await expectInFirstScreen(page.getByTestId("seller-panel").getByRole("link", { name: "RELAUNCH" }));
  await screenshots(page, testInfo, "detail-seller-not-sold");
});

test("the seller's draft and live auction: their actions in the first screen", async ({
  page,
  login,
  jsEnabled,
}, testInfo) => {
  const draft = await createAuction(page.request, { derivative: uniqueWord("Parked"), launch: false });
  const live = await createAuction(page.request, { derivative: uniqueWord("Running"), type: "PHYSICAL" });
  await login(SELLER);
  await page.goto(`/my-vehicles/${draft.id}`);
  await ready(page, jsEnabled);
  const panel = page.getByTestId("seller-panel");
  for (const name of ["LAUNCH", "EDIT", "DELETE"]) await expectInFirstScreen(panel.getByRole("link", { name }));
  await screenshots(page, testInfo, "detail-seller-draft");
  // The seller's hero is asked for from the head as the buyer's is; the launch step shows no photo.
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute(
    "href",
    (await page.locator(".hero__item:first-child a").getAttribute("href"))!,
  );
  await page.goto(`/my-vehicles/${draft.id}?step=launch`);
  await expect(page.getByRole("heading", { name: "Launch Vehicle" })).toBeVisible();
  await expect(preload).toHaveCount(0);

  await page.goto(`/my-vehicles/${live.id}`);
  await ready(page, jsEnabled);
  await expect(heading(page)).toHaveText("RESERVE NOT MET");
  await expectInFirstScreen(page.getByRole("timer").first());
  await expectInFirstScreen(panel.getByRole("link", { name: "CANCEL AUCTION" }));
  // The seller has no bid bar: it is the buyer's.
  await expect(page.getByTestId("bid-bar")).toHaveCount(0);
});

// Twelve real 12-megapixel phone photos (4032x3024, about 2.5 MB each) through step 4 (issue 22,
// decisions 0116 and 0117). Without JavaScript: one compact form with one multiple-file input, the
// Worker makes every photo's variants, the summary shows only small ones with its labels and
// buttons under the photos, and each photo's place is chosen there. With JavaScript Uppy still
// sends the browser-made variants.
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { emptyPhotoStep, photoCount, uploadThrough, type PhotoFile } from "./support/wizard-photos";
import { distinctCopies, phoneJpeg } from "../tests/support/phone-photos";

async function phonePhotos(count: number): Promise<PhotoFile[]> {
  const photo = await phoneJpeg({ width: 4032, height: 3024 });
  return distinctCopies(photo, count).map((bytes, i) => ({
    name: `IMG_${2001 + i}.JPG`,
    mimeType: "image/jpeg",
    buffer: Buffer.from(bytes),
  }));
}

const summaryImages = (page: Page) => page.locator(".photo-grid--summary > li img");

/** Every summary photo is a small variant: at most 480 px wide as delivered. */
async function expectSmallPhotos(page: Page, count: number) {
  await expect(summaryImages(page)).toHaveCount(count);
  for (const img of await summaryImages(page).all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeLessThanOrEqual(480);
  }
}

test("twelve 12 MP phone photos through the one photo input", async ({ page, login, request, jsEnabled }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await emptyPhotoStep(page, request, login, jsEnabled);
  if (!jsEnabled) {
    // One compact form: one file input, no box per perspective, the missing ones listed.
    await expect(page.locator("main input[type=file]")).toHaveCount(1);
    await expect(page.locator("main input[type=file]")).toHaveAttribute("multiple", "");
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1600);
  }
  const photos = await phonePhotos(jsEnabled ? 4 : 12);
  expect(photos[0].buffer.length).toBeGreaterThan(2_000_000);
  await uploadThrough(page, jsEnabled, "photos", photos);
  if (!jsEnabled) {
    await expect(page).toHaveURL(/step=5/, { timeout: 120_000 });
    await expect(photoCount(page)).toContainText("12 of 12 required photos.");
  } else {
    await expect(photoCount(page)).toContainText("4 of 12 required photos.", { timeout: 120_000 });
    await page.goto(page.url().replace(/step=4/, "step=5"));
  }
  const count = jsEnabled ? 4 : 12;
  await expectSmallPhotos(page, count);

  // The label and buttons sit under each photo, never over it.
  const first = page.locator(".photo-grid--summary > li").first();
  const photoBox = (await first.locator("img").boundingBox())!;
  const barBox = (await first.locator(".summary-tile__bar").boundingBox())!;
  expect(barBox.y).toBeGreaterThanOrEqual(photoBox.y + photoBox.height - 1);

  if (!jsEnabled) {
    // Places are chosen on the summary: the third photo becomes the master in one go.
    const ids = await page
      .locator(".photo-grid--summary > li")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-photo-id")));
    await page.getByLabel(/^Place of photo 3\./).selectOption("1");
    await page.getByRole("button", { name: "Save places" }).click();
    await expect
      .poll(() =>
        page.locator(".photo-grid--summary > li").evaluateAll((els) => els.map((e) => e.getAttribute("data-photo-id"))),
      )
      .toEqual([ids[2], ids[1], ids[0], ...ids.slice(3)]);
    await expect(page.locator(".photo-grid--summary > li").first()).toHaveAttribute("data-perspective", "MASTER");
  }
});

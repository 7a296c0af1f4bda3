// A phone photo held upright is stored sideways with EXIF orientation 6. Whoever makes its small
// variant must turn it: with JavaScript the browser (Uppy's Compressor, then the 480 px canvas
// before upload), without it the Worker (decision 0066, functions/media/orientation.ts). Either
// way the tile a dealer sees, and the file behind it, are upright: portrait, 480 px wide.
import { test, expect } from "./support/fixtures";
import { emptyPhotoStep, photoCount, uploadThrough } from "./support/wizard-photos";
import { jpegBytes, jpegSize } from "../tests/support/jpeg-codec";
import { withOrientation } from "../tests/support/exif";

test("a sideways-stored phone photo gets an upright small variant", async ({ page, login, request, jsEnabled }) => {
  await emptyPhotoStep(page, request, login, jsEnabled);
  const sideways = Buffer.from(withOrientation(await jpegBytes(960, 540, 7), 6));
  await uploadThrough(page, jsEnabled, "photos", [{ name: "upright.jpg", mimeType: "image/jpeg", buffer: sideways }]);
  await expect(photoCount(page)).toContainText("1 of 12 required photos.", { timeout: 20_000 });

  const img = page.locator('.photo-grid [data-perspective="MASTER"] img');
  const small = await page.request.get((await img.getAttribute("src"))!);
  expect(small.status()).toBe(200);
  expect(await jpegSize(new Uint8Array(await small.body()).buffer)).toEqual({ width: 480, height: 853 });
  // And as drawn on the page (a browser honours a tag the file might still carry).
  const drawn = await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]);
  expect(drawn[1]).toBeGreaterThan(drawn[0]);
});

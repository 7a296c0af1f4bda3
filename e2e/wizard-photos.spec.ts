// Step 4 uploads (spec 001 sections 4.6 and 5.3; decision 0067), JavaScript on (Uppy: statuses,
// progress, then the draft saved with the new ids) and off (the plain multiple-file input), with a
// wrong-type file refused with 'Upload only image/video format.'.
import { test, expect } from "./support/fixtures";
import { SELLER, ready } from "./support/buyer";
import { jpegBytes } from "../tests/support/jpeg-codec";

test("a seller uploads photos on step 4 and a wrong type is refused", async ({ page, login, jsEnabled }, info) => {
  await login(SELLER);
  await page.goto("/add-vehicle");
  await ready(page, jsEnabled);
  await page.getByLabel("Registration number").fill("ab19 cde");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await page.getByLabel("Mileage").fill("42000");
  await page.getByLabel("Previous keepers").fill("1");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Photos", exact: true })).toBeVisible();
  await ready(page, jsEnabled);

  const input = page.locator("#f-photos");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo at all") });
  if (!jsEnabled) await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Upload only image/video format.")).toBeVisible();

  const files = await Promise.all(
    [1, 2].map(async (seed) => ({
      name: `car-${seed}.jpg`,
      mimeType: "image/jpeg",
      buffer: Buffer.from(await jpegBytes(2400, 1350, seed)),
    })),
  );
  await page.locator("#f-photos").setInputFiles(files);
  if (jsEnabled) {
    await expect(page.locator(".upload-files [data-status=SENT]")).toHaveCount(2, { timeout: 20_000 });
  } else {
    await page.getByRole("button", { name: "Upload", exact: true }).click();
  }
  await expect(page.getByText("2 of 12 required photos.")).toBeVisible({ timeout: 20_000 });
  const tiles = page.locator(".photo-tile img");
  await expect(tiles).toHaveCount(2);
  // Both ways the tiles show the small variant (browser-made with JavaScript, Worker-made without).
  const src = await tiles.first().getAttribute("src");
  const small = await page.request.get(src!);
  expect(small.status()).toBe(200);
  expect(small.headers()["cache-control"]).toContain("max-age=31536000");
  const width = await tiles.first().evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(width).toBeLessThanOrEqual(480);
  expect(width).toBeGreaterThan(0);

  for (const w of [375, 1440]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.screenshot({ path: info.outputPath(`photo-step-${w}.png`), fullPage: true });
  }
});

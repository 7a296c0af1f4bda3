// Steps 4 and 5 (spec 001 sections 2.1, 4.6 and 5.3; decisions 0067, 0073 and 0117), JavaScript on
// (Uppy, a box per perspective, pointer drag) and off (one multiple-file input, move buttons):
// uploads into the perspectives, the extra tile after twelve, a damage photo, reordering, delete
// and renumbering, the spec's messages. Without JavaScript step 4 shows only the filled tiles.
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { ready } from "./support/buyer";
import {
  emptyPhotoStep,
  generatedPhotos,
  photoCount,
  uploadThrough,
  uploadTwelvePhotos,
} from "./support/wizard-photos";

const tile = (page: Page, perspective: string) => page.locator(`.photo-grid [data-perspective="${perspective}"]`);
const summaryIds = (page: Page) =>
  page.locator(".photo-grid--summary > li").evaluateAll((els) => els.map((e) => e.getAttribute("data-photo-id")));

async function openStep(page: Page, jsEnabled: boolean, id: number, step: number) {
  await page.goto(`/add-vehicle?draft=${id}&step=${step}`);
  await ready(page, jsEnabled);
}

// Without JavaScript the Worker decodes and scales every full-size photo itself: seconds of CPU a
// photo on a loaded two-core machine, where CI once timed these out at 60 s (twice in a row).
test.beforeEach(({ jsEnabled }) => test.slow(!jsEnabled, "the Worker scales each photo"));

test("a wrong type is refused and photos fill the perspectives in order", async ({
  page,
  login,
  request,
  jsEnabled,
}) => {
  const draft = await emptyPhotoStep(page, request, login, jsEnabled);
  const box = page.locator('[data-upload-name="photos"]');
  await box
    .locator("input[type=file]")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo at all") });
  if (!jsEnabled) await box.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Upload only image/video format.").first()).toBeVisible();

  await openStep(page, jsEnabled, draft.id, 4);
  await uploadThrough(page, jsEnabled, "photos", await generatedPhotos(2, 1, 2400, 1350));
  await expect(photoCount(page)).toContainText("2 of 12 required photos.", { timeout: 20_000 });
  await expect(tile(page, "MASTER")).toHaveAttribute("data-filled", "true");
  await expect(tile(page, "LEFT_FRONT")).toHaveAttribute("data-filled", "true");
  // An empty perspective: a tile with its own upload box with JavaScript, only listed without.
  if (jsEnabled) await expect(tile(page, "LEFT_SIDE")).toHaveAttribute("data-filled", "false");
  else await expect(tile(page, "LEFT_SIDE")).toHaveCount(0);
  await expect(page.getByTestId("missing-perspectives")).toContainText("Left side, Left rear");
  // Both ways the tiles show the small variant (browser-made with JavaScript, Worker-made without).
  const img = tile(page, "MASTER").locator("img");
  const small = await page.request.get((await img.getAttribute("src"))!);
  expect(small.status()).toBe(200);
  expect(small.headers()["cache-control"]).toContain("max-age=31536000");
  const width = await img.evaluate((el: HTMLImageElement) => el.naturalWidth);
  expect(width).toBeLessThanOrEqual(480);
  expect(width).toBeGreaterThan(0);

  // Next with too few photos: 'Not enough photos', and the step's icon says why once left.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("alert").getByText("Not enough photos")).toBeVisible();
});

test("twelve perspectives, the extra tile, a damage photo, reorder and delete", async ({
  page,
  login,
  request,
  jsEnabled,
}, info) => {
  const draft = await emptyPhotoStep(page, request, login, jsEnabled);
  if (jsEnabled) {
    // One photo straight into its perspective's tile, then the other eleven fill the rest.
    await uploadThrough(page, jsEnabled, "photo-REAR", await generatedPhotos(1, 40));
    await expect(tile(page, "REAR")).toHaveAttribute("data-filled", "true", { timeout: 20_000 });
    await expect(tile(page, "MASTER")).toHaveAttribute("data-filled", "false");
    await expect(page.locator('[data-perspective="EXTRA"]')).toHaveCount(0);
    await uploadThrough(page, jsEnabled, "photos", await generatedPhotos(11, 1));
  } else {
    // The one multiple input: all twelve in perspective order.
    await uploadThrough(page, jsEnabled, "photos", await generatedPhotos(12, 1));
  }
  await expect(page).toHaveURL(/step=5/, { timeout: 30_000 });
  await expect(photoCount(page)).toContainText("12 of 12 required photos.");
  await expect(page.getByTestId("missing-perspectives")).toHaveCount(0);

  // Step 4 again: every tile filled and the extra tile there; the master takes no damage.
  await openStep(page, jsEnabled, draft.id, 4);
  // The add-extra tile with JavaScript; without it the step's one input adds extras (decision 0117).
  await expect(page.locator('[data-perspective="EXTRA"]')).toHaveCount(jsEnabled ? 1 : 0);
  await expect(tile(page, "MASTER").locator("summary", { hasText: "Add damage" })).toHaveCount(0);
  const side = tile(page, "LEFT_SIDE");
  await side.locator("summary", { hasText: "Add damage" }).click();
  await side.getByLabel("Damage type").selectOption("SCRATCH");
  const damageBox = await side.locator("[data-upload-name^=damageFile-]").getAttribute("data-upload-name");
  await uploadThrough(page, jsEnabled, damageBox!, await generatedPhotos(1, 90));
  await expect(tile(page, "LEFT_SIDE").getByRole("button", { name: /Remove damage Scratch/ })).toBeVisible({
    timeout: 20_000,
  });

  // Step 5: the third photo moves to second place (drag with JavaScript, a button without).
  await openStep(page, jsEnabled, draft.id, 5);
  const before = await summaryIds(page);
  expect(before).toHaveLength(12);
  const items = page.locator(".photo-grid--summary > li");
  if (jsEnabled) {
    // The handle sits under the photo: bring it on screen before pressing it.
    await items.nth(2).locator(".drag-handle").scrollIntoViewIfNeeded();
    const from = await items.nth(2).locator(".drag-handle").boundingBox();
    const to = await items.nth(1).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 8 });
    await page.mouse.up();
  } else {
    await items.nth(2).getByRole("button", { name: "Move up" }).click();
  }
  await expect.poll(() => summaryIds(page)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  await expect(page.locator(".photo-grid--summary[aria-busy]")).toHaveCount(0);
  await expect(items.nth(1)).toHaveAttribute("data-perspective", "LEFT_FRONT");
  await expect(items.nth(1)).toContainText("1 damage");

  // The damaged photo cannot become the master.
  if (jsEnabled) {
    await items.nth(1).locator(".drag-handle").focus();
    await page.keyboard.press("ArrowLeft");
  } else {
    await items.nth(1).getByRole("button", { name: "Move up" }).click();
  }
  await expect(page.getByRole("alert").getByText("The master photo cannot have damage photos")).toBeVisible();
  await openStep(page, jsEnabled, draft.id, 5);
  expect(await summaryIds(page)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);

  for (const w of [375, 1440]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.screenshot({ path: info.outputPath(`photo-summary-${w}.png`), fullPage: true });
  }

  // Delete the fourth: the rest renumber and its perspective shows as missing.
  await items
    .nth(3)
    .getByRole("button", { name: /^Delete photo 4\./ })
    .click();
  await expect(photoCount(page)).toContainText("11 of 12 required photos.");
  await expect(items).toHaveCount(11);
  await expect(items.nth(10)).toContainText("11. ");
  await expect(page.getByTestId("missing-perspectives")).toContainText("Left rear");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("alert").getByText("Not enough photos")).toBeVisible();

  await openStep(page, jsEnabled, draft.id, 4);
  if (jsEnabled) await expect(tile(page, "LEFT_REAR")).toHaveAttribute("data-filled", "false");
  else await expect(tile(page, "LEFT_REAR")).toHaveCount(0);
  await expect(page.locator('[data-perspective="EXTRA"]')).toHaveCount(0);
  for (const w of [375, 1440]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.screenshot({ path: info.outputPath(`photo-step-${w}.png`), fullPage: true });
  }
  // The next upload fills the free perspective (its own tile's box with JavaScript, the step's
  // multiple input without), which completes the twelve: on to the summary.
  await uploadThrough(page, jsEnabled, jsEnabled ? "photo-LEFT_REAR" : "photos", await generatedPhotos(1, 70));
  await expect(page).toHaveURL(/step=5/, { timeout: 20_000 });
  await expect(items.nth(3)).toHaveAttribute("data-perspective", "LEFT_REAR");
  await expect(page.getByTestId("missing-perspectives")).toHaveCount(0);
});

test("uploadTwelvePhotos fills the twelve perspectives and reaches the summary", async ({
  page,
  login,
  request,
  jsEnabled,
}) => {
  await emptyPhotoStep(page, request, login, jsEnabled);
  await uploadTwelvePhotos(page, jsEnabled);
  await expect(page.locator(".photo-grid--summary > li").first()).toHaveAttribute("data-perspective", "MASTER");
});

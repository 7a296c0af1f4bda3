// Photo uploads through the wizard's own UI (steps 4 and 5), JavaScript on (Uppy) and off (the
// plain form), for every spec that lists a vehicle the way a dealer does.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { SELLER, ready, type TestAuction } from "./buyer";
import { createDraft } from "./seller";
import { jpegBytes } from "../../tests/support/jpeg-codec";

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** `count` distinct real JPEGs, wider than the 480 px small variant. */
export async function generatedPhotos(count: number, firstSeed = 1, width = 960, height = 540): Promise<PhotoFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `car-${firstSeed + i}.jpg`,
      mimeType: "image/jpeg",
      buffer: Buffer.from(await jpegBytes(width, height, firstSeed + i)),
    })),
  );
}

/** The count line of steps 4 and 5 ("3 of 12 required photos."). */
export const photoCount = (page: Page) => page.getByTestId("photo-count");

/**
 * Posts files through an upload box of the photo step: `photos` (the multiple input that fills
 * the free perspectives), `photo-MASTER`... (one perspective's tile) or `damageFile-<id>`. With
 * JavaScript Uppy sends them and the page posts their ids; without it the box's own button does.
 */
export async function uploadThrough(page: Page, jsEnabled: boolean, box: string, files: PhotoFile[]): Promise<void> {
  const scope = page.locator(`[data-upload-name="${box}"]`);
  // With JavaScript the box may go as soon as its ids are saved (a filled tile has none): wait for
  // that save and its page, not for the box's statuses.
  const saved = jsEnabled
    ? page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/add-vehicle.data",
        {
          timeout: 60_000,
        },
      )
    : null;
  await scope.locator("input[type=file]").setInputFiles(files);
  if (saved) await saved;
  else await scope.locator("button[type=submit]").click();
  await page.waitForLoadState("load");
}

/**
 * From step 4 of a draft: the twelve required perspectives filled with generated photos in one
 * go (MASTER, the six sides, four interior views), which continues to the summary at step 5.
 */
export async function uploadTwelvePhotos(
  page: Page,
  jsEnabled: boolean,
  firstSeed = 1,
  [width, height] = [960, 540],
): Promise<void> {
  await uploadThrough(page, jsEnabled, "photos", await generatedPhotos(12, firstSeed, width, height));
  await expect(page).toHaveURL(/step=5/, { timeout: 60_000 });
  await expect(photoCount(page)).toContainText("12 of 12 required photos.");
}

/** A text file, named and typed as `name` and `mimeType` say: magic bytes tell the server otherwise. */
export const notAMediaFile = (name: string, mimeType: string): PhotoFile => ({
  name,
  mimeType,
  buffer: Buffer.from("not a photo or a video at all"),
});

/**
 * A message of an upload on steps 4 to 6: with JavaScript in the box Uppy sent it through, without
 * it in the step's alert or the box the plain form posted.
 */
export const uploadMessage = (page: Page, message: string) =>
  page.locator("main").locator(".field__error, [role=alert]").filter({ hasText: message }).first();

/** The error icon of a step in the side navigation, named by its tooltip (spec 001 section 2.1). */
export const stepIcon = (page: Page, step: number) =>
  page
    .getByRole("navigation", { name: "Add Vehicle steps" })
    .getByRole("listitem")
    .nth(step - 1)
    .locator(".wizard-nav__error");

/** Clicks a step in the side navigation (which saves the step in hand) and waits for its heading. */
export async function gotoStep(page: Page, step: number, heading: string): Promise<void> {
  await page
    .getByRole("navigation", { name: "Add Vehicle steps" })
    .getByRole("button", { name: new RegExp(`^${step} `) })
    .click();
  await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`step=${step}`));
}

/** The photo specs' start: a new draft with no photos, its seller signed in, open at step 4. */
export async function emptyPhotoStep(
  page: Page,
  request: APIRequestContext,
  login: (email: string) => Promise<void>,
  jsEnabled: boolean,
): Promise<TestAuction> {
  const draft = await createDraft(request, { photos: 0 });
  await login(SELLER);
  await page.goto(`/add-vehicle?draft=${draft.id}&step=4`);
  await expect(page.getByRole("heading", { name: "Photos", exact: true })).toBeVisible();
  await ready(page, jsEnabled);
  return draft;
}

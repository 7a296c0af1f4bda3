// Step 6 (spec 001 sections 2.1, 5.3 and 7), JavaScript on (Uppy) and off (the plain form): up to
// two videos, the first exterior and the second interior, each shown as a tile with its first frame;
// Delete removes one with 'Video removed successfully' (a flash message after the redirect either
// way, so the dealer without JavaScript reads it too).
import { test, expect } from "./support/fixtures";
import { SELLER, tokenFor } from "./support/buyer";
import { createDraft } from "./support/seller";
import { openStep } from "./support/wizard";
import { uploadThrough } from "./support/wizard-photos";
import { recordedVideo } from "./support/wizard-videos";
import { WIZARD_MESSAGES } from "../functions/contract/messages/wizard";

test("two videos upload to step 6 as exterior and interior, and one is removed", async ({
  page,
  login,
  request,
  browser,
  jsEnabled,
}, info) => {
  const video = await recordedVideo(browser);
  const draft = await createDraft(request, {});
  await login(SELLER);
  await openStep(page, draft.id, 6, "Videos", jsEnabled);

  await uploadThrough(page, jsEnabled, "video", [video]);
  const exterior = page.getByRole("figure", { name: "Exterior video" });
  await expect(exterior).toBeVisible({ timeout: 30_000 });
  // The tile shows the video itself: served from R2 as a video, its first frame loaded.
  const player = exterior.locator("video");
  const served = await page.request.get((await player.getAttribute("src"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe(video.mimeType);
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);

  // The second is the interior one, and then there is no room for a third.
  await uploadThrough(page, jsEnabled, "video", [{ ...video, name: `inside.${video.name.split(".")[1]}` }]);
  const interior = page.getByRole("figure", { name: "Interior video" });
  await expect(interior).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-upload-name="video"]')).toHaveCount(0);
  for (const w of [375, 1440]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.screenshot({ path: info.outputPath(`videos-${w}.png`), fullPage: true });
  }

  await interior.getByRole("button", { name: "Delete interior video" }).click();
  await expect(page.getByRole("status").getByText(WIZARD_MESSAGES.videoRemoved)).toBeVisible();
  await expect(interior).toHaveCount(0);
  await expect(exterior).toBeVisible();
  await expect(page.locator('[data-upload-name="video"]')).toHaveCount(1);

  // The draft keeps the exterior video only.
  const res = await page.request.get(`/api/auction/draft/${draft.id}`, {
    headers: { authorization: `Bearer ${await tokenFor(page.request, SELLER)}` },
  });
  const videos = (await res.json()).data.vehicleMedia.videos as { fileUrl: string }[];
  expect(videos.map((v) => v.fileUrl)).toEqual([await player.getAttribute("src")]);
});

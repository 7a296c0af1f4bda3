// The toast after a redirect (issue 22: it covered My Vehicles' status filter and its × did nothing
// without JavaScript), JavaScript on and off: it sits in the page above the list, so it covers no
// control, and its × closes it.
import { test, expect } from "./support/fixtures";
import { quietNotices, ready, uniqueWord } from "./support/buyer";
import { SELLER, confirmAction, createDraft } from "./support/seller";

test.beforeEach(async ({ context, baseURL }) => quietNotices(context, baseURL!));

test("the toast after deleting a draft covers no control and its × closes it", async ({ page, login, jsEnabled }) => {
  const draft = await createDraft(page.request, { derivative: uniqueWord("Toast") });
  await login(SELLER);
  await page.goto(`/my-vehicles/${draft.id}`);
  await ready(page, jsEnabled);
  // The toast fades after 4 s by design (spec 000 section 9); stop the page's animation clock so a
  // slow machine cannot race the fade. DevTools holds it across navigations, with or without JS.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Animation.enable");
  await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
  await confirmAction(page, jsEnabled, "DELETE");
  await expect(page).toHaveURL(/\/my-vehicles\?status=DRAFT#vehicleFilter$/);
  const toast = page.getByRole("status").filter({ hasText: "Vehicle deleted" });
  await expect(toast).toBeVisible();
  // Nothing clickable of the page lies under the toast (it is outside <main>, in the flow above it).
  const box = (await toast.boundingBox())!;
  const controls = await page.locator("main a, main button, main input, main select").all();
  expect(controls.length).toBeGreaterThan(3);
  for (const [i, control] of controls.entries()) {
    const other = await control.boundingBox();
    if (!other) continue;
    const overlaps =
      other.x < box.x + box.width &&
      box.x < other.x + other.width &&
      other.y < box.y + box.height &&
      box.y < other.y + other.height;
    const name = await control.evaluate((el) => `${el.tagName} ${el.textContent?.trim() ?? ""} ${el.className}`);
    expect(overlaps, `control ${i} of main (${name}) lies under the toast`).toBe(false);
  }
  await expect(page.getByRole("navigation", { name: "Vehicle status" })).toBeVisible();
  await toast.getByText("×").click();
  await expect(toast).toBeHidden();
});

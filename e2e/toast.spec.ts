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
  // All boxes are read in one go, in page coordinates: until the load event the browser scrolls to
  // #vehicleFilter again as late images settle, so boxes read one call at a time could straddle a
  // scroll and compare a toast and a control measured at different scroll positions.
  const { toastBox, controls } = await toast.evaluate((el) => {
    const inPage = (node: Element) => {
      const r = node.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    };
    const found = [...document.querySelectorAll("main a, main button, main input, main select")];
    return {
      toastBox: inPage(el),
      controls: found
        .filter((c) => c.getClientRects().length > 0)
        .map((c) => ({ box: inPage(c), name: `${c.tagName} ${c.textContent?.trim() ?? ""} ${c.className}` })),
    };
  });
  expect(controls.length).toBeGreaterThan(3);
  for (const [i, { box, name }] of controls.entries()) {
    const overlaps =
      box.x < toastBox.x + toastBox.width &&
      toastBox.x < box.x + box.width &&
      box.y < toastBox.y + toastBox.height &&
      toastBox.y < box.y + box.height;
    expect(overlaps, `control ${i} of main (${name}) lies under the toast`).toBe(false);
  }
  await expect(page.getByRole("navigation", { name: "Vehicle status" })).toBeVisible();
  await toast.getByText("×").click();
  await expect(toast).toBeHidden();
});

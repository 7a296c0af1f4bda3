// Buy Now set at the wizard's Launch (issue 27 item 2, decision 0136), JavaScript on and off: a price
// below the reserve is refused on its own field with what was typed kept, a good one launches, and
// buyers find it with the search's Buy Now filter.
import { test, expect } from "./support/fixtures";
import { BUYER, card, quietNotices, uniqueWord } from "./support/buyer";
import { createDraft, SELLER } from "./support/seller";
import { expectFieldError, field, openStep } from "./support/wizard";
import { LAUNCH_MESSAGES } from "../functions/contract/messages/auction";

test("the wizard's Launch takes a Buy Now price at or above the reserve", async ({
  page,
  context,
  baseURL,
  login,
  request,
  jsEnabled,
}, testInfo) => {
  await quietNotices(context, baseURL!);
  const word = uniqueWord("WizBuyNow");
  const draft = await createDraft(request, { derivative: word });
  await login(SELLER);
  await openStep(page, draft.id, 11, "Launch vehicle", jsEnabled);
  await field(page, "type").selectOption("PHYSICAL");
  await field(page, "minimumPrice").fill("5,000");
  await field(page, "buyNowPrice").fill("4,500");
  await field(page, "timeOption").selectOption("1440");
  await field(page, "locationId").selectOption({ index: 1 });
  // Northfield belongs to a group, so the publish target is asked for too.
  await field(page, "publishTarget").selectOption("EVERYWHERE");
  const launch = page.getByRole("button", { name: "Launch", exact: true });
  await launch.click();
  await expectFieldError(page, "buyNowPrice", LAUNCH_MESSAGES.buyNowBelowReserve);
  await expect(field(page, "buyNowPrice")).toHaveValue("4,500");
  await expect(field(page, "minimumPrice")).toHaveValue("5,000");
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await field(page, "buyNowPrice").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`wizard-buy-now-refused-${width}.png`) });
  }

  await field(page, "buyNowPrice").fill("7,250");
  await launch.click();
  await expect(page).toHaveURL(/\/my-vehicles(\?status=PUBLISHED)?#vehicleFilter$/);

  await context.clearCookies();
  await quietNotices(context, baseURL!);
  await login(BUYER);
  await page.goto(`/search?q=${word}&buyNow=1`);
  await expect(card(page, draft.id)).toContainText("£7,250");
});

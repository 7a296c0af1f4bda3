// A bid that meets an overloaded auction room (issue 9, decisions 0061 and 0054): the API answers
// 503 with Retry-After; the bid form keeps the amount, says it could not confirm the bid and offers
// CONFIRM BID again with the same idempotency key; the retry places exactly one bid. The overload
// is injected with the test fault cookie, which the web app turns into the API's fault header on
// the bid post in test mode only. JavaScript on (the dialog) and off (the bid pages).
import { test, expect } from "./support/fixtures";
import { BUYER, bidCount, createAuction, quietNotices, reachBidConfirmation, uniqueWord } from "./support/buyer";
import { BID_RETRY_MESSAGE } from "../functions/contract/messages/bidding";
import { TEST_FAULT_COOKIE } from "../functions/contract/test-faults";

test("an overloaded bid keeps the amount, offers a retry, and the retry bids once", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const auction = await createAuction(page.request, {
    make: "Skoda",
    model: "Octavia",
    derivative: uniqueWord("Retry"),
    type: "MINIMUM_PRICE",
    minimumPriceInPence: 100000,
  });
  await login(BUYER);
  const confirm = await reachBidConfirmation(page, auction.id, jsEnabled, 1250);
  const key = page.locator('input[name="idempotencyKey"]').last();
  const firstKey = await key.getAttribute("value");

  // The room is overloaded for this post only.
  await context.addCookies([{ name: TEST_FAULT_COOKIE, value: "room-overloaded", url: baseURL! }]);
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/bid"));
  await confirm.click();
  expect((await answered).status()).toBe(503);
  await expect(page.getByRole("alert").filter({ hasText: BID_RETRY_MESSAGE })).toBeVisible();
  await expect(page.getByText("Please confirm your maximum bid of £1,250")).toBeVisible();
  await expect(key).toHaveAttribute("value", firstKey!);
  expect(await bidCount(page, auction.id)).toBe(0);

  await context.clearCookies({ name: TEST_FAULT_COOKIE });
  await page.getByRole("button", { name: "CONFIRM BID" }).click();
  await expect(page.getByText("Bid placed successfully")).toBeVisible();
  expect(await bidCount(page, auction.id)).toBe(1);
});

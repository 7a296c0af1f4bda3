// The engine's second pass in the browser (issue 9): the same bid submitted twice places one bid
// (decision 0039), and a last-minutes bid moves the end that lists and detail show (decision 0040).
import { test, expect } from "./support/fixtures";
import {
  BUYER,
  RIVAL,
  bidAs,
  bidCount,
  card,
  createAuction,
  liveOpen,
  quietNotices,
  reachBidConfirmation,
  ready,
  uniqueWord,
} from "./support/buyer";

test("the same bid submitted twice places one bid", async ({ page, context, baseURL, login, jsEnabled }) => {
  await quietNotices(context, baseURL!);
  const word = uniqueWord("Idem");
  const auction = await createAuction(page.request, {
    make: "Audi",
    model: "A3",
    derivative: word,
    type: "MINIMUM_PRICE",
    minimumPriceInPence: 100000,
  });
  await login(BUYER);
  const confirm = await reachBidConfirmation(page, auction.id, jsEnabled, 1200);

  // What the confirmation form will send, exactly as a resubmitted page or a retry would send it again.
  const form = page.locator("form", { has: confirm });
  const fields: Record<string, string> = { intent: "place" };
  for (const input of await form.locator('input[type="hidden"]').all()) {
    fields[(await input.getAttribute("name"))!] = (await input.getAttribute("value"))!;
  }
  expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
  const action = (await form.getAttribute("action"))!;

  await confirm.click();
  await expect(page.getByText("Bid placed successfully")).toBeVisible();
  const again = await page.request.post(action, { form: fields, headers: { origin: baseURL! }, maxRedirects: 0 });
  expect([200, 302]).toContain(again.status());
  expect(await bidCount(page, auction.id)).toBe(1);

  // A new bid is a new form with a new key.
  await page.goto(`/auction/${auction.id}/bid`);
  const fresh = await page.locator('input[name="idempotencyKey"]').first().getAttribute("value");
  expect(fresh).not.toBe(fields.idempotencyKey);
});

test("a rival's last-minutes bid moves the end on My Bids and the detail", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const word = uniqueWord("Soft");
  const auction = await createAuction(page.request, {
    make: "Volvo",
    model: "XC60",
    derivative: word,
    type: "MINIMUM_PRICE",
    minimumPriceInPence: 100000,
    timeOption: 30,
  });
  await bidAs(page.request, BUYER, auction.id, 1200);
  await login(BUYER);
  await page.goto(`/my-bids?q=${word}`);
  await ready(page, jsEnabled);
  const timer = card(page, auction.id).getByRole("timer");
  await expect(timer).toContainText(/^00h (29|30)m/);
  if (jsEnabled) await liveOpen(page);

  // The room's clock 10 s before the end: the rival's bid moves the end to 2 minutes after it,
  // about 31m50s from now by the wall clock the pages count with.
  const clock = await page.request.post(`/api/test/auction/${auction.id}/clock`, {
    data: { now: new Date(Date.parse(auction.endsOn) - 10_000).toISOString(), runAlarm: false },
  });
  expect(clock.status()).toBe(200);
  await bidAs(page.request, RIVAL, auction.id, 2000);

  if (!jsEnabled) await page.reload();
  await expect(timer).toContainText(/^00h 3[12]m/, { timeout: 3000 });
  await page.goto(`/auction/${auction.id}`);
  await expect(page.getByRole("timer").first()).toContainText(/^00h 3[12]m/);
});

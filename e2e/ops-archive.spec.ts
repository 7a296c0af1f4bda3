// The ops console's restore (issue 26): an auction archived by the archiver is brought back with
// one plain form, JavaScript on and off; a wrong number or an auction not archived is refused on
// the field with the number kept.
import { test, expect } from "./support/fixtures";
import { createAuction, endAuction, quietNotices, uniqueWord } from "./support/buyer";
import { OPS_MESSAGES } from "../functions/contract/messages/ops";

const ADMIN = "admin@tradeauction.test";
const DAY = 24 * 60 * 60 * 1000;

test.describe.configure({ timeout: 90_000 });

test("the admin restores an archived auction, and is told when one is not archived", async ({
  page,
  context,
  baseURL,
  login,
}) => {
  const auction = await createAuction(page.request, {
    make: "Skoda",
    model: "Octavia",
    derivative: uniqueWord("Archived"),
    type: "MINIMUM_PRICE",
    minimumPriceInPence: 100000,
    timeOption: 30,
  });
  await endAuction(page.request, auction);
  expect((await page.request.post(`/api/test/auction/${auction.id}/drain`, { data: {} })).status()).toBe(200);
  // The archiver itself, at a clock 31 days after the end, for this auction only.
  const run = await page.request.post("/api/test/archive/run", {
    data: { only: [auction.id] },
    headers: { "x-test-now": new Date(Date.parse(auction.endsOn) + 31 * DAY).toISOString() },
  });
  expect((await run.json()).data.archived).toEqual([auction.id]);

  await quietNotices(context, baseURL!);
  await login(ADMIN);
  await page.goto("/ops/archive");
  await expect(page.getByRole("heading", { name: "Archived auctions" })).toBeVisible();
  const number = page.getByLabel("Auction number");

  await number.fill("12x");
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(OPS_MESSAGES.auctionNumberInvalid)).toBeVisible();
  await expect(number).toHaveValue("12x");

  await number.fill(String(auction.id));
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(OPS_MESSAGES.auctionRestored)).toBeVisible();

  // Restored: a second restore is refused, the number still in the field; the audit log has it.
  await page.getByLabel("Auction number").fill(String(auction.id));
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(OPS_MESSAGES.auctionNotArchived)).toBeVisible();
  await expect(page.getByLabel("Auction number")).toHaveValue(String(auction.id));
  await page.goto("/ops/audit");
  await expect(page.getByRole("row").filter({ hasText: "Restored archived auction" }).first()).toBeVisible();
});

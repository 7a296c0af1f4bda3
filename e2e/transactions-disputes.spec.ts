// A disputed sale on the Transactions page (decision 0257), on a phone (375 px), with JavaScript on
// and off: the seller's and the buyer's owners each see the sale's fee marked with the dispute's
// status and a link that opens the dispute; a third organisation's owner sees no such row.
import { test, expect } from "./support/fixtures";
import { BOOKS_MESSAGES } from "../functions/contract/messages/books";
import { BUYER, RIVAL, SELLER, closedAuction, quietNotices, tokenFor, uniqueWord } from "./support/buyer";

const BUYER_OWNER = "owner@riverside.test";

test.use({ viewport: { width: 375, height: 812 } });

test("both parties' owners see the disputed sale's fee marked, and follow it to the dispute", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  const word = uniqueWord("Txdispute");
  const auction = await closedAuction(
    page.request,
    { make: "Ford", model: "Focus", derivative: `${word} Zetec`, type: "MINIMUM_PRICE", minimumPriceInPence: 520000 },
    [[BUYER, 5200]],
  );
  const raised = await page.request.post(`/api/auction/${auction.id}/dispute`, {
    data: { reason: "MILEAGE", description: "The odometer reads 20,000 miles more than listed" },
    headers: { authorization: `Bearer ${await tokenFor(page.request, BUYER)}` },
  });
  expect(raised.status()).toBe(200);
  const signIn = async (email: string) => {
    await context.clearCookies();
    await quietNotices(context, baseURL!);
    await login(email);
  };

  for (const [email, fee] of [
    [SELLER, "SELLER"],
    [BUYER_OWNER, "BUYER"],
  ] as const) {
    await signIn(email);
    await page.goto(`/my-organization/transactions?name=${encodeURIComponent(auction.registrationPlate)}`);
    const row = page.locator("table tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${fee === "SELLER" ? "Seller" : "Buyer"}'s fee: `);
    const mark = row.getByTestId("transaction-dispute");
    await expect(mark).toContainText("Disputed: awaiting the seller's answer");
    // The mark sits inside the phone's screen, not past its edge.
    const box = (await mark.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.screenshot({
      path: test.info().outputPath(`transactions-dispute-${fee.toLowerCase()}-${jsEnabled ? "js" : "nojs"}-375.png`),
      fullPage: true,
    });
    await mark.getByRole("link", { name: "Disputed: awaiting the seller's answer" }).click();
    await expect(page).toHaveURL(new RegExp(`/auction/${auction.id}/dispute$`));
    await expect(page.getByTestId("dispute-status")).toHaveText("Disputed: awaiting the seller's answer");
  }

  // A third organisation's owner: the sale is not theirs, so no row and no mark.
  await signIn(RIVAL);
  await page.goto(`/my-organization/transactions?name=${encodeURIComponent(auction.registrationPlate)}`);
  await expect(page.getByRole("cell", { name: BOOKS_MESSAGES.noData })).toBeVisible();
  await expect(page.getByTestId("transaction-dispute")).toHaveCount(0);
});

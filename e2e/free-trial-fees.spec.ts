// What a dealer in the free trial is told a purchase costs (issue 22 item 4; DESIGN "Fees": no fees
// during the three months from registration), JavaScript on and off: the bid confirmation, the
// winner's panel and the accept confirmation say no buyer's fee is charged and until when, as the
// fee writer records none; a dealer past the trial reads the band's fee (buyer-bidding.spec.ts).
import { test, expect } from "./support/fixtures";
import {
  bidAs,
  createAuction,
  dealerInStanding,
  endAuction,
  quietNotices,
  reachBidConfirmation,
  ready,
  sellerAccepts,
  uniqueWord,
} from "./support/buyer";

/** "none during your free trial, which runs until 25/02/2027." */
const NO_FEE = /: none during your free trial, which runs until \d{2}\/\d{2}\/\d{4}\.$/;

test("a dealer in the free trial is told no buyer's fee is charged, before bidding and accepting", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const dealer = await dealerInStanding(page.request, "ACTIVE");
  await login(dealer);

  const live = await createAuction(page.request, {
    derivative: uniqueWord("Trial"),
    type: "MINIMUM_PRICE",
    minimumPriceInPence: 100000,
  });
  await reachBidConfirmation(page, live.id, jsEnabled, 1200);
  await expect(page.locator(".bid-step__fee")).toHaveText(
    new RegExp(`^Buyer's fee if you win at £1,200${NO_FEE.source}`),
  );

  // Won with the reserve not met, accepted by the seller: the winner decides.
  const offer = await createAuction(page.request, {
    derivative: uniqueWord("Offer"),
    type: "TRYING_TO_DEAL",
    timeOption: 60,
  });
  await bidAs(page.request, dealer, offer.id, 15000);
  await endAuction(page.request, offer);
  await sellerAccepts(page.request, offer.id);
  await page.goto(`/my-bids/${offer.id}`);
  await ready(page, jsEnabled);
  const fee = page.locator(".detail__actions .acceptance__fee");
  await expect(fee).toHaveText(new RegExp(`^Buyer's fee at £100${NO_FEE.source}`));
  await page.getByRole("link", { name: "ACCEPT" }).click();
  const confirmation = jsEnabled ? page.getByRole("dialog", { name: "Accept offer" }) : page.locator("main");
  await expect(confirmation.locator(".acceptance__fee")).toHaveText(new RegExp(`^Buyer's fee at £100${NO_FEE.source}`));
});

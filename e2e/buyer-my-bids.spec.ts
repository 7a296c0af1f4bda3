// My Bids (spec 001 section 2.3) and the winning buyer's acceptance (section 4.3), JavaScript on and off.
import { test, expect } from "./support/fixtures";
import {
  BUYER,
  RIVAL,
  bidAs,
  card,
  createAuction,
  dealerInStanding,
  endAuction,
  quietNotices,
  ready,
  sellerAccepts,
  uniqueWord,
} from "./support/buyer";

test("lists the organisation's bids by status with the spec's bars and empty states", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const word = uniqueWord();
  const leading = await createAuction(page.request, {
    make: "Ford",
    model: "Puma",
    derivative: word,
    minimumPriceInPence: 100000,
    timeOption: 180,
  });
  const outbid = await createAuction(page.request, {
    make: "Ford",
    model: "Kuga",
    derivative: word,
    minimumPriceInPence: 100000,
    timeOption: 1440,
  });
  const won = await createAuction(page.request, {
    make: "Ford",
    model: "Ranger",
    derivative: word,
    minimumPriceInPence: 100000,
    timeOption: 60,
  });
  await bidAs(page.request, BUYER, leading.id, 1500);
  await bidAs(page.request, BUYER, outbid.id, 1500);
  await bidAs(page.request, RIVAL, outbid.id, 2500);
  await bidAs(page.request, BUYER, won.id, 1100);
  await endAuction(page.request, won);
  await login(BUYER);

  await page.goto(`/my-bids?q=${word}`);
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2 VEHICLES BUYING");
  await expect(page.locator(".auction-card__title")).toHaveText(["Ford Puma", "Ford Kuga"]);
  await expect(card(page, leading.id).getByTestId("status-bar")).toContainText(
    "Your bid of £1,000 is the highest. Your maximum bid is £1,500",
  );
  await expect(card(page, leading.id)).toContainText("Highest Bid£1,500");
  await expect(card(page, outbid.id).getByTestId("status-bar")).toContainText(
    "Your bid of £1,500 is not the highest - try again",
  );
  const filters = page.getByRole("navigation", { name: "Bid status" });
  await expect(filters.getByRole("link")).toHaveText([
    "Placed bids",
    "Won",
    "Waiting",
    "Lost",
    "Declined",
    "Cancelled",
    "Negotiating",
  ]);

  await filters.getByRole("link", { name: "Won" }).click();
  await expect(page).toHaveURL(/status=WON/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 VEHICLE BUYING");
  await expect(card(page, won.id).getByTestId("status-bar")).toContainText("WonThe winning bid was £1,000");
  await filters.getByRole("link", { name: "Lost" }).click();
  await expect(page.getByText("Oops, we could not find any result for the given phrase")).toBeVisible();
  // The detail opened from My Bids goes back to My Bids.
  await page.goto(`/my-bids?q=${word}`);
  await card(page, leading.id).getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/my-bids/${leading.id}\\?from=`));
  await expect(page.getByRole("table", { name: "Bids from your organisation" })).toContainText("£1,500");
  await page.getByRole("link", { name: "Back to My Bids" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-bids\\?q=${word}#auction-${leading.id}$`));

  // The empty state without a search: every demo organisation's filters fill as other tests run (an
  // upheld dispute cancels a sale), so it is read as a new dealer's. A signed-in visitor skips the
  // login form, so sign out first.
  const newcomer = await dealerInStanding(page.request, "ACTIVE");
  await context.clearCookies();
  await quietNotices(context, baseURL!);
  await login(newcomer);
  await page.goto("/my-bids?status=CANCELLED");
  await expect(page.getByText("There are no bids")).toBeVisible();
});

test("sends a dealer who does not buy away from My Bids", async ({ page, context, baseURL, login }) => {
  await quietNotices(context, baseURL!);
  await login("seller@northfield.test");
  await page.goto("/my-bids");
  await expect(page).toHaveURL(/\/my-vehicles$/);
});

test("the winning buyer accepts a WAITING auction", async ({ page, context, baseURL, login, jsEnabled }) => {
  await quietNotices(context, baseURL!);
  const word = uniqueWord();
  const auction = await createAuction(page.request, {
    make: "Jaguar",
    model: "F-PACE",
    derivative: word,
    type: "TRYING_TO_DEAL",
    timeOption: 60,
  });
  await bidAs(page.request, BUYER, auction.id, 15000);
  await endAuction(page.request, auction);
  await sellerAccepts(page.request, auction.id);
  await login(BUYER);

  await page.goto("/my-bids?status=WAITING");
  await ready(page, jsEnabled);
  await expect(card(page, auction.id).getByTestId("status-bar")).toContainText("Waiting for you to accept");
  await card(page, auction.id).getByRole("heading").getByRole("link").click();
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2019 Jaguar F-PACE");
  await expect(page.getByText("Auction Ended")).toBeVisible();
  // Contact details wait for the sale.
  await expect(page.locator("#sellers-information")).toContainText(
    "The seller's contact details are shown to the winning buyer once the vehicle is sold.",
  );

  // The winner's panel says by when, and what winning costs on top (issue 22 item 4).
  const panel = page.locator(".detail__actions");
  await expect(panel).toContainText(/Accept or reject the offer by \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}[AP]M\./);
  await expect(panel).toContainText("Buyer's fee at £100: £35 plus VAT.");
  await page.getByRole("link", { name: "ACCEPT" }).click();
  if (jsEnabled) await expect(page.getByRole("dialog", { name: "Accept offer" })).toBeVisible();
  else await expect(page).toHaveURL(new RegExp(`/auction/${auction.id}/acceptance\\?choice=accept`));
  await expect(
    page.getByText("Are you sure you want to accept the offer of £100 for 2019 Jaguar F-PACE?"),
  ).toBeVisible();
  const confirmation = jsEnabled
    ? page.getByRole("dialog", { name: "Accept offer" })
    : page.locator("main, body").first();
  await expect(confirmation.locator(".acceptance__fee")).toHaveText("Buyer's fee at £100: £35 plus VAT.");
  await page.getByRole("button", { name: "ACCEPT" }).click();
  await expect(page.getByText("Offer accepted")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my-bids/${auction.id}`));
  await expect(page.getByTestId("status-bar")).toContainText("Won");
  await expect(page.getByRole("link", { name: "ACCEPT" })).toHaveCount(0);
  // Sold to this organisation: the seller's contact details appear.
  await expect(page.locator("#sellers-information")).toContainText("Olivia Northfield");
  await expect(page.locator("#sellers-information")).toContainText("Northfield Motors");
});

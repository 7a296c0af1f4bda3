// My Vehicles and the seller's detail (spec 001 sections 2.2, 2.5, 2.6 and 4.2), JavaScript on and
// off: the list's filter, search, paging and return; cancel, accept, reject and relaunch, delete;
// live bids on the open detail; another organisation's seller can change nothing.
import { test, expect } from "./support/fixtures";
import {
  BUYER,
  bidAs,
  card,
  createAuction,
  endAuction,
  liveOpen,
  quietNotices,
  ready,
  uniqueWord,
} from "./support/buyer";
import { OTHER_SELLER, SELLER, confirmAction, createDraft, holdPostUntilLiveEvent, sellerView } from "./support/seller";

test.beforeEach(async ({ context, baseURL }) => quietNotices(context, baseURL!));

test("filters, searches and pages My Vehicles, and comes back to the same card", async ({ page, login, jsEnabled }) => {
  const word = uniqueWord("Sell");
  const created = [];
  for (let i = 0; i < 12; i++) created.push(await createAuction(page.request, { derivative: word, timeOption: 1440 }));
  const draft = await createDraft(page.request, { derivative: word });
  await login(SELLER);
  await page.goto("/my-vehicles");
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\d[\d,]* VEHICLES? SELLING$/);
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link")).toHaveText([
    "SELLING",
    "BUYING",
    "ANALYTICS",
  ]);
  await page.getByLabel("Search").fill(word);
  // With JavaScript the search runs by itself after a pause; without, the button sends it.
  if (!jsEnabled) await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("12 VEHICLES SELLING");
  await expect(page.locator(".card-grid > li")).toHaveCount(10);
  // With JavaScript, scrolling to the link loads the next page by itself (a click could find the
  // link already gone); without it, the link is followed.
  if (jsEnabled) await page.getByRole("link", { name: "Load more" }).scrollIntoViewIfNeeded();
  else await page.getByRole("link", { name: "Load more" }).click();
  await expect(page.locator(".card-grid > li")).toHaveCount(12);
  if (jsEnabled) {
    // A live event re-reads the list alone: the page Load more added is not fetched again (its
    // second answer used to step the URL again, which cancelled a click on a card).
    await expect(page).toHaveURL(/offset=10/);
    await liveOpen(page);
    const again: string[] = [];
    page.on("request", (r) => void (r.url().includes("chunk=1") && again.push(r.url())));
    const reread = page.waitForResponse((r) => r.url().includes("/my-vehicles.data?") && !r.url().includes("chunk=1"));
    await createAuction(page.request, { derivative: uniqueWord("Event"), timeOption: 1440 });
    await reread;
    expect(again).toEqual([]);
    await expect(page.locator(".card-grid > li")).toHaveCount(12);
  }
  const target = created[11];
  await card(page, target.id).getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/my-vehicles/${target.id}\\?from=`));
  await page.getByRole("link", { name: "Back to My Vehicles" }).click();
  await expect(page).toHaveURL(new RegExp(`offset=10.*#auction-${target.id}$`));
  await expect(card(page, target.id)).toBeInViewport();
  // The status filter: Parked holds the draft; Sold has nothing for this phrase.
  await page.getByRole("navigation", { name: "Vehicle status" }).getByRole("link", { name: "Parked" }).click();
  await expect(page.locator(".card-grid > li")).toHaveCount(1);
  await expect(card(page, draft.id)).toContainText("Parked");
  await page.getByRole("navigation", { name: "Vehicle status" }).getByRole("link", { name: "Sold" }).click();
  await expect(page.getByText("Oops, we could not find any result for the given phrase")).toBeVisible();
});

test("cancels a live auction after 'Are you sure?'", async ({ page, login, jsEnabled }) => {
  const auction = await createAuction(page.request, { derivative: uniqueWord("Cancel"), timeOption: 1440 });
  await login(SELLER);
  await page.goto(`/my-vehicles/${auction.id}`);
  await ready(page, jsEnabled);
  await expect(page.getByTestId("status-bar")).toContainText("Live");
  await page.getByTestId("seller-panel").getByRole("link", { name: "CANCEL AUCTION" }).click();
  const scope = jsEnabled ? page.getByRole("dialog") : page.locator("main");
  await expect(scope.getByText("Are you sure?")).toBeVisible();
  await scope.getByRole("button", { name: "CANCEL AUCTION" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-vehicles/${auction.id}$`));
  await expect(page.getByTestId("status-bar")).toContainText("Cancelled");
  await expect(page.getByText("Auction cancelled")).toBeVisible();
  expect((await sellerView(page.request, auction.id)).status).toBe("CANCELLED");
  // Closed: relaunch and edit are offered now.
  await expect(page.getByTestId("seller-panel").getByRole("link", { name: "RELAUNCH" })).toBeVisible();
});

test("accepts a TO_ACCEPT auction and sees it wait for the buyer", async ({ page, login, jsEnabled }) => {
  const auction = await createAuction(page.request, { derivative: uniqueWord("Accept"), type: "TRYING_TO_DEAL" });
  await bidAs(page.request, BUYER, auction.id, 4200);
  await endAuction(page.request, auction);
  await login(SELLER);
  await page.goto(`/my-vehicles?status=TO_ACCEPT`);
  await expect(card(page, auction.id)).toContainText("Waiting for you to accept");
  await page.goto(`/my-vehicles/${auction.id}`);
  await ready(page, jsEnabled);
  await confirmAction(page, jsEnabled, "ACCEPT");
  await expect(page.getByTestId("status-bar")).toContainText("Waiting for the buyer's acceptance");
  expect((await sellerView(page.request, auction.id)).status).toBe("WAITING");
});

test("rejects an offer, then relaunches through the Launch Vehicle form", async ({ page, login, jsEnabled }) => {
  const word = uniqueWord("Relaunch");
  const auction = await createAuction(page.request, { derivative: word, type: "TRYING_TO_DEAL" });
  await bidAs(page.request, BUYER, auction.id, 3000);
  await endAuction(page.request, auction);
  await login(SELLER);
  await page.goto(`/my-vehicles/${auction.id}`);
  await ready(page, jsEnabled);
  await confirmAction(page, jsEnabled, "REJECT");
  await expect(page.getByTestId("status-bar")).toContainText("Declined Offer");
  await page.getByTestId("seller-panel").getByRole("link", { name: "RELAUNCH" }).click();
  await expect(page.getByRole("heading", { name: "Launch Vehicle" })).toBeVisible();
  await ready(page, jsEnabled);
  await page.getByLabel("No Reserve").check();
  await page.getByLabel(/Minimum Price/).fill("12345678901");
  await page.getByRole("button", { name: "LAUNCH" }).click();
  await expect(page.getByText("Minimum Price must be between 1 and 10 characters")).toBeVisible();
  await page.getByLabel(/Minimum Price/).fill("2,500");
  await page.getByLabel("Auction duration").selectOption({ label: "3 hours" });
  await page.getByRole("button", { name: "LAUNCH" }).click();
  await expect(page).toHaveURL(/\/my-vehicles#vehicleFilter$/);
  await expect(page.getByText("Auction saved successfully")).toBeVisible();
  await page.getByLabel("Search").fill(word);
  if (!jsEnabled) await page.getByRole("button", { name: "Search" }).click();
  await expect(card(page, auction.id)).toContainText("Live");
  expect((await sellerView(page.request, auction.id)).status).toBe("PUBLISHED");
});

test("deletes a draft and returns to My Vehicles", async ({ page, login, jsEnabled }) => {
  const draft = await createDraft(page.request, { derivative: uniqueWord("Delete") });
  await login(SELLER);
  await page.goto(`/my-vehicles/${draft.id}`);
  await ready(page, jsEnabled);
  await expect(page.getByTestId("status-bar")).toContainText("Parked");
  await expect(page.getByText("Duration")).toBeVisible();
  // The delete's own live event arrives before its answer, as on a busy machine: the page must
  // still follow the answer to the list, not re-read the deleted auction.
  if (jsEnabled) {
    await liveOpen(page);
    await holdPostUntilLiveEvent(page, `/my-vehicles/${draft.id}/confirm`, "AUCTION_DELETED");
  }
  await confirmAction(page, jsEnabled, "DELETE");
  await expect(page).toHaveURL(/\/my-vehicles\?status=DRAFT#vehicleFilter$/);
  await expect(page.getByText("Vehicle deleted")).toBeVisible();
  await expect(card(page, draft.id)).toHaveCount(0);
  const gone = await page.goto(`/my-vehicles/${draft.id}`);
  expect(gone?.status()).toBe(404);
});

test("a buyer's bid reaches the seller's open detail", async ({ page, login, jsEnabled }) => {
  const auction = await createAuction(page.request, { derivative: uniqueWord("Live"), timeOption: 1440 });
  await login(SELLER);
  await page.goto(`/my-vehicles/${auction.id}`);
  await ready(page, jsEnabled);
  await expect(page.getByTestId("bid-count")).toHaveText("No bids yet");
  if (jsEnabled) await liveOpen(page);
  await bidAs(page.request, BUYER, auction.id, 1500);
  if (jsEnabled) await expect(page.getByTestId("bid-count")).toHaveText("1 bid", { timeout: 2000 });
  else {
    await page.reload();
    await expect(page.getByTestId("bid-count")).toHaveText("1 bid");
  }
  await expect(page.getByTestId("bid-panel")).toContainText("£1,000");
});

test("another organisation's seller sees the public detail and changes nothing", async ({ page, login, baseURL }) => {
  const auction = await createAuction(page.request, { derivative: uniqueWord("Rival"), timeOption: 1440 });
  await login(OTHER_SELLER);
  await page.goto(`/my-vehicles/${auction.id}`);
  await expect(page).toHaveURL(new RegExp(`/auction/${auction.id}$`));
  await expect(page.getByTestId("seller-panel")).toHaveCount(0);
  // Posting the seller's own form by hand: the API refuses, the page goes back, nothing changes.
  for (const action of ["cancel", "delete", "edit"]) {
    const res = await page.request.post(`/my-vehicles/${auction.id}/confirm`, {
      form: { action, version: String(auction.version) },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(res.status(), action).toBe(302);
    expect(res.headers().location).toBe(`/my-vehicles/${auction.id}`);
  }
  const after = await sellerView(page.request, auction.id);
  expect(after).toMatchObject({ status: "PUBLISHED", version: auction.version });
});

test("sends a dealer who does not sell away from My Vehicles", async ({ page, login }) => {
  await login(BUYER);
  await page.goto("/my-vehicles");
  await expect(page).toHaveURL(/\/my-bids$/);
});

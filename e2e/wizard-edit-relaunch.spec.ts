// Editing an ENDED auction (spec 001 sections 2.1, 4.5 and 7; DESIGN "Relaunch"), JavaScript on and
// off: EDIT on the seller's detail calls POST /auction/{id}/edit, the wizard opens the new copy at
// step 3 in edit mode (every step open, the vehicle filled in), a change is saved, and Launch
// relaunches it: live again with the change, the launch counter at 2 and no launch fee (three free).
import { test, expect } from "./support/fixtures";
import { card, createAuction, endAuction, quietNotices, ready, tokenFor, uniqueWord } from "./support/buyer";
import { SELLER, sellerView } from "./support/seller";
import { field, next } from "./support/wizard";
import { SELLER_ACTION_MESSAGES } from "../functions/contract/messages/seller-actions";

test.beforeEach(async ({ context, baseURL }) => quietNotices(context, baseURL!));

test("an ENDED auction is edited through /edit, changed in the wizard and relaunched", async ({
  page,
  login,
  jsEnabled,
}) => {
  const word = uniqueWord("Edit");
  const ended = await createAuction(page.request, { derivative: word, timeOption: 1440 });
  await endAuction(page.request, ended);
  await expect.poll(async () => (await sellerView(page.request, ended.id)).status).toBe("ENDED");

  await login(SELLER);
  await page.goto(`/my-vehicles?status=ENDED&q=${word}`);
  await ready(page, jsEnabled);
  await card(page, ended.id).getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/my-vehicles/${ended.id}`));
  await ready(page, jsEnabled);
  await expect(page.getByText(SELLER_ACTION_MESSAGES.launchFee)).toHaveCount(0);
  await page.getByTestId("seller-panel").getByRole("button", { name: "EDIT" }).click();

  // Edit mode: a new draft, opened at step 3 with the vehicle filled in and every step reachable.
  await expect(page.getByRole("heading", { name: "Vehicle details", exact: true })).toBeVisible();
  const copyId = Number(new URL(page.url()).searchParams.get("draft"));
  expect(copyId).toBeGreaterThan(ended.id);
  expect(new URL(page.url()).searchParams.get("step")).toBe("3");
  await ready(page, jsEnabled);
  await expect(field(page, "derivative")).toHaveValue(word);
  await expect(field(page, "registrationPlate")).toHaveValue(ended.registrationPlate);
  const nav = page.getByRole("navigation", { name: "Add Vehicle steps" });
  for (const step of [4, 6, 7, 8, 9, 10, 11])
    await expect(nav.getByRole("button", { name: new RegExp(`^${step} `) })).toBeEnabled();

  const changed = `${word} Zetec`;
  await field(page, "derivative").fill(changed);
  await field(page, "mileage").fill("43210");
  await next(page);
  // Next from step 3 with photos goes to the summary (spec 001 section 2.1).
  await expect(page.getByRole("heading", { name: "Photos summary", exact: true })).toBeVisible();
  await nav.getByRole("button", { name: /^11 / }).click();
  await expect(page.getByRole("heading", { name: "Launch vehicle", exact: true })).toBeVisible();
  const summary = page.getByRole("region", { name: "Listing summary" });
  await expect(summary.getByText(changed, { exact: false })).toBeVisible();
  await expect(summary.getByText("43,210 miles")).toBeVisible();
  await ready(page, jsEnabled);
  // The settings came with the copy: Launch is ready at once.
  await expect(field(page, "type")).toHaveValue("MINIMUM_PRICE");
  await expect(field(page, "minimumPrice")).toHaveValue("1,000");
  await page.getByRole("button", { name: "Launch", exact: true }).click();

  // My Vehicles with the PUBLISHED filter (the default, so no status in the address).
  await expect(page).toHaveURL(/\/my-vehicles#vehicleFilter$/);
  await expect(page.getByText(SELLER_ACTION_MESSAGES.launched)).toBeVisible();
  await page.getByLabel("Search").fill(changed);
  if (!jsEnabled) await page.getByRole("button", { name: "Search" }).click();
  await expect(card(page, copyId)).toContainText("Live");
  // The card shortens the derivative; the detail below shows it whole.
  await expect(card(page, copyId)).toContainText("43,210 miles");
  await expect(card(page, ended.id)).toHaveCount(0);

  const token = await tokenFor(page.request, SELLER);
  const res = await page.request.get(`/api/auction/my-auctions/${copyId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const live = (await res.json()).data as { status: string; launchCount: number; isFreeRepublishAvailable: boolean };
  expect(live.status).toBe("PUBLISHED");
  // The second launch of this vehicle in its transaction: still within the three free ones.
  expect(live.launchCount).toBe(2);
  await page.goto(`/my-vehicles/${copyId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2019 Ford Focus");
  await expect(page.getByTestId("status-bar")).toContainText("Live");
  await expect(page.locator("main").getByText(changed, { exact: true }).first()).toBeVisible();
  await expect(page.locator("main").getByText("43,210 miles").first()).toBeVisible();
});

// The whole listing, the way a dealer does it (spec 001 sections 2.1, 4.6 and 7; issue 10 "Tests"),
// JavaScript on and off: a demo registration looked up and autofilled, twelve generated JPEGs (one
// per perspective) and one damage photo uploaded through the wizard, every step to Launch, My
// Vehicles with the PUBLISHED filter, and a buyer of another organisation finding it live in
// search and on its detail page with the master photo.
import { test, expect } from "./support/fixtures";
import { BUYER, SELLER, card, quietNotices, ready, tokenFor, uniqueWord } from "./support/buyer";
import { field, next } from "./support/wizard";
import { photoCount, uploadTwelvePhotos } from "./support/wizard-photos";
import { addDamage, fillSteps6To10, heading, launchForADay, lookUpAndAutofill } from "./support/wizard-listing";
import { SELLER_ACTION_MESSAGES } from "../functions/contract/messages/seller-actions";

interface LaunchedPhoto {
  perspective: string;
  fileUrl: string;
  thumbnailUrl: string | null;
  damages: { damageType: string }[];
}

test.beforeEach(async ({ context, baseURL }) => quietNotices(context, baseURL!));

test("a seller lists a vehicle from registration lookup to a live auction a buyer finds", async ({
  page,
  login,
  jsEnabled,
}) => {
  // Thirteen uploads through the plain form on a shared 2-core machine take a while.
  test.setTimeout(180_000);
  const word = uniqueWord("Golf");
  await login(SELLER);
  const id = await lookUpAndAutofill(page, jsEnabled, "vw20 glf", "Volkswagen Golf");
  await expect(field(page, "vin")).toHaveValue("WVWZZZCDZLW012345");
  await field(page, "derivative").fill(`2.0 TDI Life 5dr ${word}`);
  await field(page, "mileage").fill("38500");
  await field(page, "previousKeepersInTotal").fill("1");
  await next(page);

  // Twelve photos fill the perspectives and continue to the summary; then a damage on the left side.
  await heading(page, "Photos");
  await ready(page, jsEnabled);
  await uploadTwelvePhotos(page, jsEnabled, 1, [480, 270]);
  await page.getByRole("navigation", { name: "Add Vehicle steps" }).getByRole("button", { name: /^4 / }).click();
  await heading(page, "Photos");
  await ready(page, jsEnabled);
  await addDamage(page, jsEnabled, "LEFT_SIDE", "SCRATCH");
  await next(page);
  await heading(page, "Photos summary");
  await expect(photoCount(page)).toContainText("12 of 12 required photos.");
  await ready(page, jsEnabled);
  await next(page);
  await fillSteps6To10(page, jsEnabled, `One owner, full main dealer history, two keys. ${word}`);
  await launchForADay(page, "12,500");

  // My Vehicles, PUBLISHED filter, with the flash message and the new card.
  // (PUBLISHED is the list's default filter, so the address names none.)
  await expect(page).toHaveURL(/\/my-vehicles#vehicleFilter$/, { timeout: 30_000 });
  await expect(page.getByText(SELLER_ACTION_MESSAGES.launched)).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Vehicle status" }).getByRole("link", { name: "Live" }),
  ).toHaveAttribute("aria-current", "page");
  // The seller's other tests' auctions may push the new card past the first page: search for it.
  await page.goto(`/my-vehicles?q=${word}`);
  await expect(card(page, id)).toContainText("Live");

  // What was launched: twelve perspectives, one damage, the price in pence.
  const res = await page.request.get(`/api/auction/my-auctions/${id}`, {
    headers: { authorization: `Bearer ${await tokenFor(page.request, SELLER)}` },
  });
  const launched = (await res.json()).data as {
    status: string;
    minimumPriceInPence: number;
    vehicle: { vehicleMedia: { photos: LaunchedPhoto[] } };
  };
  const photos = launched.vehicle.vehicleMedia.photos;
  expect(launched.status).toBe("PUBLISHED");
  expect(launched.minimumPriceInPence).toBe(1_250_000);
  expect(photos).toHaveLength(12);
  expect(photos.flatMap((p) => p.damages.map((d) => d.damageType))).toEqual(["SCRATCH"]);
  const master = photos.find((p) => p.perspective === "MASTER")!;
  expect(photos[0]).toBe(master);

  // A buyer of another organisation finds it live, with the master photo on its card and detail.
  await page.context().clearCookies();
  await quietNotices(page.context(), new URL(page.url()).origin);
  await login(BUYER);
  await page.goto(`/search?q=${word}`);
  await ready(page, jsEnabled);
  await expect(card(page, id)).toContainText("Volkswagen Golf");
  const cardPhoto = card(page, id).locator(".vehicle-photo img");
  // A card shows the small variant (decision 0134).
  await expect(cardPhoto).toHaveAttribute("src", master.thumbnailUrl ?? master.fileUrl);
  await expect.poll(() => cardPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto(`/auction/${id}`);
  await ready(page, jsEnabled);
  const main = page.locator(".hero__item a").first();
  await expect(main).toHaveAttribute("href", master.fileUrl);
  await expect(main).toHaveAccessibleName(/Main photo \(1 of 12\)$/);
  await expect(page.locator(".gallery__item")).toHaveCount(12);
  await expect(page.getByText("1 damage", { exact: true })).toBeVisible();
});

// The listing wizard clicked through the way a dealer does it, for the full-listing spec: lookup and
// autofill, a damage photo on one perspective, the plain steps 6 to 10 and the launch settings.
// Every wait is on the page the server answers (the next step's heading), never a pause.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { ready } from "./buyer";
import { field, next } from "./wizard";
import { generatedPhotos, uploadThrough } from "./wizard-photos";

export const heading = (page: Page, name: string) =>
  expect(page.getByRole("heading", { name, exact: true })).toBeVisible({ timeout: 30_000 });

/** Steps 1 and 2: looks `plate` up, answers Yes to the autofill; answers the new draft's id. */
export async function lookUpAndAutofill(page: Page, jsEnabled: boolean, plate: string, found: string) {
  await page.goto("/add-vehicle");
  await ready(page, jsEnabled);
  await field(page, "registrationPlate").fill(plate);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(
    page.getByText(`Vehicle found: ${found}. Do you want to complete the data automatically?`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
  await heading(page, "Vehicle details");
  await ready(page, jsEnabled);
  return Number(new URL(page.url()).searchParams.get("draft"));
}

/** On step 4: one damage photo of `damageType` on the `perspective` tile. */
export async function addDamage(page: Page, jsEnabled: boolean, perspective: string, damageType: string) {
  const tile = page.locator(`.photo-grid [data-perspective="${perspective}"]`);
  await tile.locator("summary", { hasText: "Add damage" }).click();
  await tile.getByLabel("Damage type").selectOption(damageType);
  const box = await tile.locator("[data-upload-name^=damageFile-]").getAttribute("data-upload-name");
  await uploadThrough(page, jsEnabled, box!, await generatedPhotos(1, 90, 480, 270));
  await expect(tile.getByRole("button", { name: /^Remove damage/ })).toBeVisible({ timeout: 30_000 });
}

/** Steps 6 to 10 from the videos step: no video, tyres, a service record, one feature, a description. */
export async function fillSteps6To10(page: Page, jsEnabled: boolean, description: string) {
  await heading(page, "Videos");
  await next(page);
  await heading(page, "Tyres");
  for (const [name, mm] of [
    ["nearsideFront", "6"],
    ["offsideFront", "6"],
    ["nearsideRear", "5"],
    ["offsideRear", "5"],
  ])
    await field(page, name).selectOption(mm);
  await next(page);
  await heading(page, "Service history");
  await ready(page, jsEnabled);
  await field(page, "type").selectOption("FULL");
  await field(page, "records[0].date").fill("01/09/2024");
  await field(page, "records[0].mileage").fill("31000");
  await field(page, "records[0].serviceName").fill("Main dealer service");
  await next(page);
  await heading(page, "Specification");
  await page.getByRole("checkbox").first().check();
  await next(page);
  await heading(page, "Description");
  await field(page, "description").fill(description);
  await next(page);
  await heading(page, "Launch vehicle");
  await ready(page, jsEnabled);
}

/** Step 11: a no-reserve auction of `pounds` (typed with a thousands separator) for a day. */
export async function launchForADay(page: Page, pounds: string) {
  await field(page, "type").selectOption("MINIMUM_PRICE");
  await field(page, "minimumPrice").fill(pounds);
  await field(page, "timeOption").selectOption("1440");
  await field(page, "locationId").selectOption({ index: 1 });
  // Northfield belongs to a group, so the publish target is asked for too.
  await field(page, "publishTarget").selectOption("EVERYWHERE");
  await page.getByRole("button", { name: "Launch", exact: true }).click();
}

// Bad input on every step of the listing wizard (spec 001 sections 2.1 and 5.1 to 5.7), JavaScript
// on and off: each refusal shows the spec's message (from functions/contract) under the field it
// concerns, and what the dealer typed is still there. Drafts are prepared through the test API and
// each step opened directly, so only the step under test is clicked through.
import { test, expect } from "./support/fixtures";
import { SELLER, ready } from "./support/buyer";
import { createDraft } from "./support/seller";
import { expectFieldError, field, fieldError, next, openStep } from "./support/wizard";
import { FIELD_MESSAGES } from "../functions/contract/messages/common";
import { DRAFT_MESSAGES, LAUNCH_MESSAGES } from "../functions/contract/messages/auction";
import { WIZARD_MESSAGES } from "../functions/contract/messages/wizard";

const longText = (n: number) => "x".repeat(n);

test("steps 1 to 3 refuse bad registrations and vehicle details and keep what was typed", async ({
  page,
  login,
  request,
  jsEnabled,
}) => {
  await login(SELLER);
  // Step 1: too long, then empty.
  await page.goto("/add-vehicle");
  await ready(page, jsEnabled);
  await field(page, "registrationPlate").fill("ab12 cdefghi");
  await page.getByRole("button", { name: "Search" }).click();
  await expectFieldError(page, "registrationPlate", FIELD_MESSAGES.maxLength(10));
  await expect(field(page, "registrationPlate")).toHaveValue("ab12 cdefghi");

  // Step 2: a registration nobody knows; Yes goes back to change it, kept as stored (upper case).
  await field(page, "registrationPlate").fill("zz99 zzz");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(WIZARD_MESSAGES.vehicleNotFound)).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("heading", { name: "Registration", exact: true })).toBeVisible();
  await expect(field(page, "registrationPlate")).toHaveValue("ZZ99 ZZZ");

  // Step 3 of a complete draft: every kind of rule at once.
  const draft = await createDraft(request, {});
  await openStep(page, draft.id, 3, "Vehicle details", jsEnabled);
  const typed: Record<string, string> = {
    derivative: "",
    mileage: "12a",
    year: "1890",
    dateOfFirstRegistration: "2099-01-01",
    mot: "01/02/2027",
    doors: "123",
    vin: longText(18),
    colour: "Midnight Blue",
  };
  for (const [name, value] of Object.entries(typed)) await field(page, name).fill(value);
  await field(page, "transmission").selectOption("");
  await next(page);
  await expectFieldError(page, "derivative", FIELD_MESSAGES.required);
  await expectFieldError(page, "mileage", FIELD_MESSAGES.onlyNumbers);
  await expectFieldError(page, "year", WIZARD_MESSAGES.yearRange);
  await expectFieldError(page, "dateOfFirstRegistration", WIZARD_MESSAGES.dateInFuture);
  await expectFieldError(page, "mot", FIELD_MESSAGES.dateWrongFormat);
  await expectFieldError(page, "doors", FIELD_MESSAGES.maxLength(2));
  await expectFieldError(page, "vin", FIELD_MESSAGES.maxLength(17));
  await expectFieldError(page, "transmission", FIELD_MESSAGES.required);
  await expect(fieldError(page, "colour")).toHaveText("");
  for (const [name, value] of Object.entries(typed)) await expect(field(page, name)).toHaveValue(value);

  // A first registration older than 50 years, and an engine size below 1cc.
  await field(page, "dateOfFirstRegistration").fill("1950-06-01");
  await field(page, "engineSize").fill("0");
  await next(page);
  await expectFieldError(page, "dateOfFirstRegistration", WIZARD_MESSAGES.dateTooOld);
  await expect(fieldError(page, "engineSize")).not.toHaveText("");
  await expect(field(page, "engineSize")).toHaveValue("0");
  await expect(field(page, "mileage")).toHaveValue("12a");
});

// FIXME: written before the per-perspective photo rework (decision 0073) landed; it fails against
// the new tiles in both projects on CI (2026-11-23). Rewrite it on e2e/support/wizard-photos.ts.
test.fixme(
  "steps 4 to 7 refuse too few photos, wrong file types and missing tyre depths",
  async ({ page, login, request, jsEnabled }) => {
    await login(SELLER);
    // Step 4 with no photos: Next is refused, and a text file is not a photo.
    const empty = await createDraft(request, { photos: 0 });
    await openStep(page, empty.id, 4, "Photos", jsEnabled);
    await next(page);
    await expect(page.locator("[data-uploader=PHOTO] .field__error")).toHaveText(DRAFT_MESSAGES.notEnoughPhotos);
    await expect(page.getByRole("heading", { name: "Photos", exact: true })).toBeVisible();
    const notAPhoto = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo at all") };
    await page.locator("#f-photos").setInputFiles(notAPhoto);
    if (!jsEnabled) await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.locator("[data-uploader=PHOTO] .field__error")).toHaveText(WIZARD_MESSAGES.wrongFileType);

    // Step 5 of a draft with twelve: deleting one leaves too few to go on.
    const full = await createDraft(request, { photos: 12 });
    await openStep(page, full.id, 5, "Photos summary", jsEnabled);
    await page.locator(".photo-tile").last().getByRole("button", { name: "Delete" }).click();
    await expect(page.locator(".photo-tile")).toHaveCount(11);
    await next(page);
    await expect(page.locator("[data-uploader=PHOTO] .field__error")).toHaveText(DRAFT_MESSAGES.notEnoughPhotos);
    await expect(page.getByRole("heading", { name: "Photos summary", exact: true })).toBeVisible();

    // Step 6: a text file is not a video either.
    await openStep(page, full.id, 6, "Videos", jsEnabled);
    await page.locator("#f-video").setInputFiles({ ...notAPhoto, name: "clip.txt" });
    if (!jsEnabled) await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.locator("[data-uploader=VIDEO] .field__error")).toHaveText(WIZARD_MESSAGES.wrongFileType);

    // Step 7: one depth left empty; the other three keep their choices.
    await openStep(page, full.id, 7, "Tyres", jsEnabled);
    await field(page, "nearsideFront").selectOption("");
    await field(page, "offsideRear").selectOption("7");
    await next(page);
    await expectFieldError(page, "nearsideFront", FIELD_MESSAGES.required);
    await expect(field(page, "offsideRear")).toHaveValue("7");
    await expect(fieldError(page, "offsideRear")).toHaveText("");
  },
);

test("steps 8 to 11 refuse bad service records, features, descriptions and launch settings", async ({
  page,
  login,
  request,
  jsEnabled,
}) => {
  await login(SELLER);
  const draft = await createDraft(request, {});
  // Step 8: no type; then a type with a record too long in two ways.
  await openStep(page, draft.id, 8, "Service history", jsEnabled);
  await field(page, "type").selectOption("");
  await next(page);
  await expectFieldError(page, "type", DRAFT_MESSAGES.serviceTypeMissing);
  await field(page, "type").selectOption("FULL");
  await field(page, "records[0].mileage").fill("12345678901");
  await field(page, "records[0].serviceName").fill(longText(51));
  await next(page);
  await expectFieldError(page, "records[0].mileage", WIZARD_MESSAGES.serviceMileageLength);
  await expectFieldError(page, "records[0].serviceName", WIZARD_MESSAGES.serviceNameLength);
  await expect(field(page, "records[0].mileage")).toHaveValue("12345678901");
  await field(page, "records[0].mileage").fill("31a00");
  await field(page, "records[0].serviceName").fill("Annual service");
  await next(page);
  await expectFieldError(page, "records[0].mileage", FIELD_MESSAGES.onlyNumbers);
  await expect(field(page, "records[0].date")).toHaveValue("2023-03-01");
  // Nothing typed in the only record and no scans.
  for (const f of ["date", "mileage", "serviceName"]) await field(page, `records[0].${f}`).fill("");
  await next(page);
  await expectFieldError(page, "type", DRAFT_MESSAGES.serviceRecordsMissing);
  await expect(field(page, "type")).toHaveValue("FULL");

  // Step 9: no feature left, an empty custom one, a duplicate in another case.
  await openStep(page, draft.id, 9, "Specification", jsEnabled);
  await field(page, "newFeature").fill("TOW BAR");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expectFieldError(page, "newFeature", WIZARD_MESSAGES.customFeatureDuplicate);
  await expect(field(page, "newFeature")).toHaveValue("TOW BAR");
  await field(page, "newFeature").fill("   ");
  await field(page, "newFeature").press("Enter");
  await expectFieldError(page, "newFeature", WIZARD_MESSAGES.customFeatureEmpty);
  for (const box of await page.getByRole("checkbox").all()) await box.uncheck();
  await next(page);
  await expect(page.locator('[id="f-features-error"]')).toHaveText(DRAFT_MESSAGES.notEnoughFeatures);
  await expect(page.getByRole("checkbox", { name: "Tow bar", exact: true })).not.toBeChecked();
  // A good one is added, listed and the box is empty again.
  await field(page, "newFeature").fill("Ceramic coating");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Ceramic coating" })).toBeChecked();
  await expect(field(page, "newFeature")).toHaveValue("");
  await expect(fieldError(page, "newFeature")).toHaveText("");

  // Step 10: empty, then too long (kept as typed).
  await openStep(page, draft.id, 10, "Description", jsEnabled);
  await field(page, "description").fill("");
  await next(page);
  await expectFieldError(page, "description", DRAFT_MESSAGES.description);
  await field(page, "description").fill(longText(10001));
  await next(page);
  await expectFieldError(page, "description", DRAFT_MESSAGES.description);
  await expect(field(page, "description")).toHaveValue(longText(10001));

  // Step 11: each price rule, then a custom delivery date in the past.
  await openStep(page, draft.id, 11, "Launch vehicle", jsEnabled);
  const launch = page.getByRole("button", { name: "Launch", exact: true });
  await field(page, "locationId").selectOption({ index: 1 });
  await field(page, "timeOption").selectOption("1440");
  // Northfield belongs to a group, so the publish target is asked for too.
  await field(page, "publishTarget").selectOption("EVERYWHERE");
  const prices: [string, string, string][] = [
    ["PHYSICAL", "50", LAUNCH_MESSAGES.reserveMinimum],
    ["PHYSICAL", "12a", FIELD_MESSAGES.onlyNumbers],
    ["PHYSICAL", "12345678901", LAUNCH_MESSAGES.reserveLength],
    ["MINIMUM_PRICE", "0", LAUNCH_MESSAGES.minimumPricePositive],
    ["MINIMUM_PRICE", "12345678901", LAUNCH_MESSAGES.noReservePriceLength],
  ];
  for (const [type, price, message] of prices) {
    await field(page, "type").selectOption(type);
    await field(page, "minimumPrice").fill(price);
    await launch.click();
    await expectFieldError(page, "minimumPrice", message);
    await expect(field(page, "minimumPrice")).toHaveValue(price);
    await expect(field(page, "type")).toHaveValue(type);
  }
  await field(page, "type").selectOption("TRYING_TO_DEAL");
  await field(page, "minimumPrice").fill("");
  await field(page, "tryingToDealDeliveryDateType").selectOption("CUSTOM_DATE");
  await field(page, "tryingToDealDeliveryDate").fill("2020-01-01");
  await launch.click();
  await expectFieldError(page, "tryingToDealDeliveryDate", LAUNCH_MESSAGES.deliveryDatePast);
  await expect(field(page, "tryingToDealDeliveryDate")).toHaveValue("2020-01-01");
  await expect(page).toHaveURL(/\/add-vehicle/);
});

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
import { LAUNCH_FORM_LABELS, STEP_TOOLTIPS, WIZARD_MESSAGES } from "../functions/contract/messages/wizard";
import { MINIMUM_PHOTOS } from "../functions/contract/vehicles";
import { gotoStep, notAMediaFile, photoCount, stepIcon, uploadMessage } from "./support/wizard-photos";

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
    // Dates are typed the site's way, DD/MM/YYYY; 31 February is no date.
    dateOfFirstRegistration: "01/01/2099",
    mot: "31/02/2027",
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
  // A first registration older than 50 years, an engine size below 1cc, a year of two digits.
  await field(page, "dateOfFirstRegistration").fill("01/06/1950");
  await field(page, "engineSize").fill("0");
  await field(page, "year").fill("19");
  await next(page);
  await expectFieldError(page, "dateOfFirstRegistration", WIZARD_MESSAGES.dateTooOld);
  await expectFieldError(page, "year", FIELD_MESSAGES.length(4));
  await expect(fieldError(page, "engineSize")).not.toHaveText("");
  await expect(field(page, "engineSize")).toHaveValue("0");
  await expect(field(page, "mileage")).toHaveValue("12a");
});

test("steps 4 to 7 refuse too few photos, wrong file types and missing tyre depths", async ({
  page,
  login,
  request,
  jsEnabled,
}) => {
  await login(SELLER);
  // Step 4 with no photos: Next is refused with 'Not enough photos' and the step stays.
  const empty = await createDraft(request, { photos: 0 });
  await openStep(page, empty.id, 4, "Photos", jsEnabled);
  await expect(photoCount(page)).toContainText(`0 of ${MINIMUM_PHOTOS} required photos.`);
  await expect(page.getByTestId("missing-perspectives")).toContainText("Master, Left front");
  await next(page);
  await expect(page.getByRole("alert").getByText(DRAFT_MESSAGES.notEnoughPhotos)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Photos", exact: true })).toBeVisible();

  // A text file, then a text file named and typed as a PNG (only the magic bytes give it away).
  for (const file of [notAMediaFile("notes.txt", "text/plain"), notAMediaFile("car.png", "image/png")]) {
    await openStep(page, empty.id, 4, "Photos", jsEnabled);
    const box = page.locator('[data-upload-name="photos"]');
    await box.locator("input[type=file]").setInputFiles(file);
    if (!jsEnabled) await box.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(uploadMessage(page, WIZARD_MESSAGES.wrongFileType)).toBeVisible({ timeout: 20_000 });
    await expect(photoCount(page)).toContainText(`0 of ${MINIMUM_PHOTOS} required photos.`);
  }

  // Leaving step 4 through the side navigation marks it: 'Minimum 12 photos required'.
  await gotoStep(page, 6, "Videos");
  await expect(stepIcon(page, 4)).toHaveAttribute("title", STEP_TOOLTIPS.minimumPhotos);

  // Twelve photos with a perspective missing (an extra stands in for the deleted left rear).
  const gap = await createDraft(request, { photos: 13 });
  await openStep(page, gap.id, 4, "Photos", jsEnabled);
  await page.getByRole("button", { name: "Delete Left rear photo" }).click();
  await expect(page.getByTestId("missing-perspectives")).toContainText("Left rear");
  await expect(photoCount(page)).toContainText(`12 of ${MINIMUM_PHOTOS} required photos.`);
  await next(page);
  await expect(page.getByRole("alert").getByText(DRAFT_MESSAGES.notEnoughPerspectives)).toBeVisible();
  await gotoStep(page, 6, "Videos");
  await expect(stepIcon(page, 4)).toHaveAttribute("title", STEP_TOOLTIPS.missingPerspectives);

  // Step 6: a text file named as an MP4 is not a video either.
  const box = page.locator('[data-upload-name="video"]');
  await box.locator("input[type=file]").setInputFiles(notAMediaFile("clip.mp4", "video/mp4"));
  if (!jsEnabled) await box.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(uploadMessage(page, WIZARD_MESSAGES.wrongFileType)).toBeVisible({ timeout: 20_000 });

  // Step 7: one depth left empty, one out of the 1 to 8 mm range (a forged option); the others
  // keep their choices.
  await openStep(page, gap.id, 7, "Tyres", jsEnabled);
  await field(page, "nearsideFront").selectOption("");
  await field(page, "offsideRear").selectOption("7");
  await field(page, "nearsideRear").selectOption("3");
  await field(page, "offsideFront").evaluate((el) => {
    if (!(el instanceof HTMLSelectElement)) throw new Error("not a select");
    el.add(new Option("9 mm", "9"));
    el.value = "9";
  });
  await next(page);
  await expectFieldError(page, "nearsideFront", FIELD_MESSAGES.required);
  await expectFieldError(page, "offsideFront", FIELD_MESSAGES.required);
  await expect(field(page, "offsideRear")).toHaveValue("7");
  await expect(field(page, "nearsideRear")).toHaveValue("3");
  await expect(fieldError(page, "offsideRear")).toHaveText("");
  await expect(page.getByRole("heading", { name: "Tyres", exact: true })).toBeVisible();
});

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
  // The saved date shows the site's way (DD/MM/YYYY).
  await expect(field(page, "records[0].date")).toHaveValue("01/03/2023");
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
  await expect(page.getByRole("heading", { name: LAUNCH_FORM_LABELS.publishListing })).toBeVisible();
  for (const [type, price, message] of prices) {
    await field(page, "type").selectOption(type);
    await field(page, "minimumPrice").fill(price);
    await launch.click();
    await expectFieldError(page, "minimumPrice", message);
    await expect(field(page, "minimumPrice")).toHaveValue(price);
    await expect(field(page, "type")).toHaveValue(type);
    // Only the chosen type's fields: no Trying-to-Deal delivery for a priced auction, either way.
    await expect(field(page, "tryingToDealDeliveryDateType")).toBeHidden();
  }
  // The fields follow the select without a post, JavaScript on or off.
  await field(page, "type").selectOption("TRYING_TO_DEAL");
  await expect(field(page, "minimumPrice")).toBeHidden();
  await expect(field(page, "tryingToDealDeliveryDate")).toBeHidden();
  await field(page, "tryingToDealDeliveryDateType").selectOption("CUSTOM_DATE");
  await field(page, "tryingToDealDeliveryDate").fill("01/01/2020");
  await launch.click();
  await expectFieldError(page, "tryingToDealDeliveryDate", LAUNCH_MESSAGES.deliveryDatePast);
  await expect(field(page, "tryingToDealDeliveryDate")).toHaveValue("01/01/2020");
  await expect(page).toHaveURL(/\/add-vehicle/);
});

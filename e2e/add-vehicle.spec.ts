// The listing wizard (spec 001 sections 2.1, 4.6 and 5.2), JavaScript on and off: registration
// lookup and autofill, bad input on the details step keeps what was typed and shows the spec's
// message, and the draft resumes where it was left; SAVE DRAFT, resuming from My Vehicles, and the
// leave warning between steps 3 and 10.
import { test, expect } from "./support/fixtures";
import { SELLER, card, quietNotices, ready, uniqueWord } from "./support/buyer";
import { createDraft } from "./support/seller";
import { field, openStep } from "./support/wizard";
import { WIZARD_MESSAGES } from "../functions/contract/messages/wizard";

test.beforeEach(async ({ context, baseURL }) => quietNotices(context, baseURL!));

test("a seller looks a registration up, autofills, sees step errors and resumes the draft", async ({
  page,
  login,
  jsEnabled,
}) => {
  await login(SELLER);
  await page.goto("/add-vehicle");
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { name: "Registration" })).toBeVisible();
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Field is required")).toBeVisible();

  await page.getByLabel("Registration number").fill("ab19 cde");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(
    page.getByText("Vehicle found: Ford Fiesta. Do you want to complete the data automatically?"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();

  await expect(page.getByRole("heading", { name: "Vehicle details" })).toBeVisible();
  await expect(page.getByLabel("Registration number")).toHaveValue("AB19 CDE");
  await expect(page.getByLabel("Derivative")).toHaveValue("1.0 EcoBoost Titanium 5dr");
  await page.getByLabel("Mileage").fill("12a");
  await page.getByLabel("Colour").fill("Electric Blue");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator("#f-mileage-error")).toHaveText("Type only numbers");
  await expect(page.getByLabel("Colour")).toHaveValue("Electric Blue");
  await expect(page.getByLabel("Mileage")).toHaveValue("12a");

  await page.getByLabel("Mileage").fill("42000");
  await page.getByLabel("Previous keepers").fill("1");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Photos", exact: true })).toBeVisible();
  const resume = page.url();
  expect(resume).toMatch(/draft=\d+&step=4/);

  await page.goto("/dashboard");
  await page.goto(resume.replace(/&step=\d+/, ""));
  await expect(page.getByRole("heading", { name: "Photos", exact: true })).toBeVisible();
  await page.getByRole("button", { name: /3 Vehicle details/ }).click();
  await expect(page.getByLabel("Colour")).toHaveValue("Electric Blue");
  await expect(page.getByLabel("Mileage")).toHaveValue("42000");
});

test("SAVE DRAFT keeps the step, the draft resumes from My Vehicles, and leaving mid-wizard asks first", async ({
  page,
  login,
  request,
  jsEnabled,
}) => {
  const word = uniqueWord("Park");
  const draft = await createDraft(request, { derivative: word });
  await login(SELLER);
  await openStep(page, draft.id, 10, "Description", jsEnabled);
  const description = `Garaged, ${word}, full history.`;
  await field(page, "description").fill(description);
  await page.getByRole("button", { name: "SAVE DRAFT" }).click();
  await expect(page.getByText(WIZARD_MESSAGES.draftSaved)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`draft=${draft.id}&step=10$`));

  // Saving from the publish step goes to My Vehicles with the draft filter (spec 001 section 4.6).
  await openStep(page, draft.id, 11, "Launch vehicle", jsEnabled);
  await field(page, "publishTarget").selectOption("EVERYWHERE");
  await page.getByRole("button", { name: "SAVE DRAFT" }).click();
  await expect(page).toHaveURL(/\/my-vehicles\?status=DRAFT#vehicleFilter$/);
  await expect(card(page, draft.id)).toContainText("Parked");

  // Resume: the detail's EDIT opens the draft at step 3, and step 10 has what was saved.
  await card(page, draft.id).getByRole("heading").getByRole("link").click();
  await page.getByTestId("seller-panel").getByRole("link", { name: "EDIT" }).click();
  await expect(page.getByRole("heading", { name: "Vehicle details", exact: true })).toBeVisible();
  await expect(page.getByLabel("Derivative")).toHaveValue(word);
  await ready(page, jsEnabled);
  await page.getByRole("navigation", { name: "Add Vehicle steps" }).getByRole("button", { name: /^10 / }).click();
  await expect(page.getByRole("heading", { name: "Description", exact: true })).toBeVisible();
  await expect(field(page, "description")).toHaveValue(description);

  // Leaving between steps 3 and 10 with something typed asks (JavaScript; spec 001 section 2.1).
  await ready(page, jsEnabled);
  const asked: string[] = [];
  const dashboard = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "DASHBOARD" });
  await field(page, "description").fill(`${description} Two keys.`);
  if (jsEnabled) {
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await dashboard.click();
    await expect.poll(() => asked).toEqual([WIZARD_MESSAGES.leaveWarning]);
    await expect(page).toHaveURL(new RegExp(`draft=${draft.id}&step=10$`));
    await expect(field(page, "description")).toHaveValue(`${description} Two keys.`);
  }
  // Once Next has saved it, nothing is left to lose: leaving from step 11 does not ask.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Launch vehicle", exact: true })).toBeVisible();
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await dashboard.click();
  await expect(page).toHaveURL(/\/dashboard/);
  expect(asked).toHaveLength(jsEnabled ? 1 : 0);
});

// The listing wizard (spec 001 sections 2.1, 4.6 and 5.2), JavaScript on and off: registration
// lookup and autofill, bad input on the details step keeps what was typed and shows the spec's
// message, and the draft resumes where it was left.
import { test, expect } from "./support/fixtures";
import { SELLER, ready } from "./support/buyer";

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

// The wizard's entry paths and step 8's 'No Service History' question (spec 001 sections 2.1, 4.6
// and 5.5; decisions 0068 and 0069), JavaScript on and off. Drafts are set up through the test API.
import { test, expect } from "./support/fixtures";
import { SELLER, ready } from "./support/buyer";
import { createDraft } from "./support/seller";

test("the alias paths open their steps and NONE service history is confirmed before it is saved", async ({
  page,
  login,
  request,
  jsEnabled,
}) => {
  const draft = await createDraft(request, {});
  await login(SELLER);
  await page.goto("/add-vehicle/add-number");
  await expect(page.getByRole("heading", { name: "Registration" })).toBeVisible();
  await page.goto(`/add-vehicle/add-photo?draft=${draft.id}`);
  await expect(page.getByRole("heading", { name: "Photos", exact: true })).toBeVisible();
  expect(page.url()).toContain(`draft=${draft.id}&step=4`);

  await page.goto(`/add-vehicle?draft=${draft.id}&step=8`);
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { name: "Service history" })).toBeVisible();
  const question = "Are you sure this vehicle has No Service History?";
  await page.getByLabel("Service history type").selectOption("NONE");
  if (jsEnabled) {
    // No clears the type; Yes keeps NONE and hides the records.
    await page.getByRole("dialog").getByRole("button", { name: "No" }).click();
    await expect(page.getByLabel("Service history type")).toHaveValue("");
    await page.getByLabel("Service history type").selectOption("NONE");
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("There is No Service History for this vehicle")).toBeVisible();
    await page.getByRole("button", { name: "Next", exact: true }).click();
  } else {
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("alert").getByText(question)).toBeVisible();
    await page.getByRole("alert").getByRole("button", { name: "No" }).click();
    await expect(page.getByLabel("Service history type")).toHaveValue("");
    await page.getByLabel("Service history type").selectOption("NONE");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("alert").getByRole("button", { name: "Yes" }).click();
  }
  await expect(page.getByRole("heading", { name: "Specification" })).toBeVisible();

  await page.goto(`/add-vehicle?draft=${draft.id}&step=11`);
  const summary = page.getByRole("region", { name: "Listing summary" });
  await expect(summary.getByText("There is No Service History for this vehicle")).toBeVisible();
});

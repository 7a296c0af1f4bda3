// Set-up and look-ups for the listing wizard's browser tests: open a step of a draft prepared
// through the test API, find a field's error slot (the one its input names in aria-describedby),
// and press the step's own buttons.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { ready } from "./buyer";

/** Opens step `step` of draft `id` and waits for its heading (and hydration with JavaScript). */
export async function openStep(page: Page, id: number, step: number, heading: string, jsEnabled: boolean) {
  await page.goto(`/add-vehicle?draft=${id}&step=${step}`);
  await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  await ready(page, jsEnabled);
}

/** The error slot of the field named `name` (ids may hold brackets and dots: records[0].date). */
export const fieldError = (page: Page, name: string): Locator => page.locator(`[id="f-${name}-error"]`);

/** The input, select or textarea named `name`. */
export const field = (page: Page, name: string): Locator => page.locator(`[id="f-${name}"]`);

export const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

/** Expects the step's heading to stay (the post was refused) and the message on the field. */
export async function expectFieldError(page: Page, name: string, message: string) {
  await expect(fieldError(page, name)).toHaveText(message);
  await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
}

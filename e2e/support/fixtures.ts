// Shared e2e helpers: sign in without clicking through the form (set-up is not what is under
// test), and know whether this project runs with JavaScript.
import { test as base, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Password123!";

export const test = base.extend<{ jsEnabled: boolean; login: (email: string) => Promise<void> }>({
  jsEnabled: async ({}, use, testInfo) => {
    await use(testInfo.project.name === "js");
  },
  login: async ({ page }, use, testInfo) => {
    const origin = String(testInfo.project.use.baseURL);
    await use(async (email: string) => {
      // A plain form POST, exactly what the login page sends without JavaScript; the session
      // cookie lands in the page's context.
      const response = await page.request.post("/login", {
        form: { email, password: DEMO_PASSWORD },
        headers: { origin },
        maxRedirects: 0,
      });
      expect([302, 303, 204]).toContain(response.status());
    });
  },
});

export { expect };

export async function gotoAndSettle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("load");
}

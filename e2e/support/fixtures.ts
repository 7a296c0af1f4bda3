// Shared e2e helpers: sign in without clicking through the form (set-up is not what is under
// test), and know whether this project runs with JavaScript. Every spec imports `test` from here,
// so every test also gets the page guards: no CSP violation, no serious or critical axe finding.
import { test as base, expect, type Page } from "@playwright/test";
import { axeFindings, reportedViolations, watchCsp } from "./page-guards";

export const DEMO_PASSWORD = "Password123!";

export const test = base.extend<{ jsEnabled: boolean; login: (email: string) => Promise<void>; pageGuards: void }>({
  pageGuards: [
    async ({ page, jsEnabled }, use, testInfo) => {
      const visited = new Set<string>();
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.add(frame.url());
      });
      const csp = await watchCsp(page);
      await use();
      // A test that already failed keeps its own error; the guards judge passing tests.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const problems = [...csp, ...(await reportedViolations(page, visited))];
      expect(problems, "content security policy violations").toEqual([]);
      expect(await axeFindings(page, testInfo, jsEnabled), "serious or critical accessibility findings").toEqual([]);
    },
    { auto: true },
  ],
  // Playwright reads a fixture's first argument as an object pattern, so an empty one says "needs none".
  // eslint-disable-next-line no-empty-pattern
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

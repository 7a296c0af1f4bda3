// Shared e2e helpers: sign in without clicking through the form (set-up is not what is under
// test), and know whether this project runs with JavaScript. Every spec imports `test` from here,
// so every test also gets the page guards: no CSP violation, no serious or critical axe finding.
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { axeFindings, reportedViolations, watchCsp } from "./page-guards";

export const DEMO_PASSWORD = "Password123!";

const patched = new WeakSet<APIRequestContext>();

/**
 * Node-side requests (set-up through the API, form posts, report reads) retry a reset socket:
 * workerd closes an idle keep-alive connection after about 5 s, and a request sent on it at that
 * moment is reset before the server reads it (decision 0163). Playwright's `maxRetries` retries
 * only ECONNRESET, so nothing the server answered is sent twice.
 */
function retryResets(api: APIRequestContext): APIRequestContext {
  if (patched.has(api)) return api;
  patched.add(api);
  for (const method of ["fetch", "get", "post", "put", "patch", "delete", "head"] as const) {
    const original = api[method].bind(api) as (url: unknown, options?: object) => Promise<APIResponse>;
    Object.assign(api, {
      [method]: (url: unknown, options: object = {}) => original(url, { maxRetries: 3, ...options }),
    });
  }
  return api;
}

/** No cookie notice or fee pop-up over the page unless a test is about them. */
export async function quietNotices(context: BrowserContext, baseURL: string, feeNotice = false): Promise<void> {
  await context.addCookies([
    { name: "cookie-policy", value: "accepted", url: baseURL },
    ...(feeNotice ? [] : [{ name: "buyer-fee-notice", value: "dismissed", url: baseURL }]),
  ]);
}

/** With JavaScript, waits until the page is hydrated, so clicks reach React's handlers. */
export async function ready(page: Page, jsEnabled: boolean): Promise<void> {
  if (jsEnabled) await page.locator("[data-hydrated]").first().waitFor();
}

interface Fixtures {
  jsEnabled: boolean;
  login: (email: string) => Promise<void>;
  /** The usual start once a test's data exists: notices dismissed, `email` signed in, `path` open and ready. */
  openAs: (email: string, path: string) => Promise<void>;
  pageGuards: void;
}

export const test = base.extend<Fixtures>({
  request: async ({ request }, use) => {
    await use(retryResets(request));
  },
  // page.request is its context's: every helper that takes a page gets the retry too.
  context: async ({ context }, use) => {
    retryResets(context.request);
    await use(context);
  },
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
  openAs: async ({ page, context, baseURL, login, jsEnabled }, use) => {
    await use(async (email: string, path: string) => {
      await quietNotices(context, baseURL!);
      await login(email);
      await page.goto(path);
      await ready(page, jsEnabled);
    });
  },
});

export { expect };

export async function gotoAndSettle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("load");
}

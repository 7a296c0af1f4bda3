// The ops console (issue 12), with JavaScript on and off: the admin approves a pending employee
// who can then sign in, a dealer is refused /ops, and a one-time sign-in link works once.
import { test, expect, DEMO_PASSWORD } from "./support/fixtures";

const ADMIN = "admin@tradeauction.test";

// Each flow crosses several sessions on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

test("the admin approves a pending employee, who can then sign in", async ({ page, login }, testInfo) => {
  const project = testInfo.project.name;
  const email = `pat.${project}.${Date.now()}@northfield.test`;
  const lastName = project === "js" ? "Jsmith" : "Nojones";
  const created = await page.request.post("/api/test/ops/pending-member", {
    data: { email, organizationEmail: "owner@northfield.test", password: DEMO_PASSWORD, firstName: "Pat", lastName },
  });
  expect(created.status()).toBe(200);

  await login(ADMIN);
  await page.goto("/ops");
  await expect(page.getByRole("heading", { name: "Approval queue" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: email });
  await expect(item).toContainText("Northfield");
  await item.getByRole("button", { name: `Approve Pat ${lastName}` }).click();
  await expect(page.getByText("Member approved. They have been emailed and can sign in.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);

  // The audit log shows who approved whom.
  await page.goto("/ops/audit");
  await expect(
    page.getByRole("row").filter({ hasText: "Approved member" }).filter({ hasText: email }).first(),
  ).toContainText(ADMIN);

  // Signed out, the new member signs in through the form.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Pat" })).toBeVisible();
});

test("a dealer is refused /ops and a signed-out visitor goes home", async ({ page, login }) => {
  const signedOut = await page.goto("/ops/fees");
  expect(new URL(page.url()).pathname).toBe("/");
  expect(signedOut?.ok()).toBe(true);

  await login("owner@hilltop.test");
  const refused = await page.goto("/ops");
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Houston, we have a problem" })).toBeVisible();
  expect((await page.goto("/ops/audit"))?.status()).toBe(404);
});

test("a one-time sign-in link works once", async ({ page, login, browser }, testInfo) => {
  await login(ADMIN);
  await page.goto("/ops/members?status=ACTIVE&q=buyer%40riverside.test");
  await page.getByRole("button", { name: "Sign-in link as Rob Bidwell" }).click();
  const link = page.getByTestId("impersonation-link");
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/impersonate\?om=\d+&t=/);

  const origin = String(testInfo.project.use.baseURL);
  const first = await browser.newContext({ baseURL: origin, javaScriptEnabled: testInfo.project.name === "js" });
  const support = await first.newPage();
  await support.goto(href!);
  await support.goto("/dashboard");
  await expect(support.getByRole("heading", { name: "Welcome, Rob" })).toBeVisible();
  await first.close();

  const second = await browser.newContext({ baseURL: origin, javaScriptEnabled: testInfo.project.name === "js" });
  const again = await second.newPage();
  await again.goto(href!);
  await expect(again).toHaveURL(/\/login$/);
  await expect(again.getByText("This sign-in link is invalid or has expired.")).toBeVisible();
  await second.close();
});

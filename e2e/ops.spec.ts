// The ops console (issue 12), with JavaScript on and off: the admin approves a pending employee
// who can then sign in, approves a newly registered organisation whose owner then bids, a dealer
// is refused /ops, and a one-time sign-in link works once and expires.
import type { Page } from "@playwright/test";
import { test, expect, DEMO_PASSWORD } from "./support/fixtures";
import { card, createAuction, quietNotices, ready, uniqueWord } from "./support/buyer";
import { OPS_MESSAGES } from "../functions/contract/messages/ops";
import { REGISTRATION_MESSAGES } from "../functions/contract/messages/registration";

const ADMIN = "admin@tradeauction.test";

async function signIn(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

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
  await signIn(page, email, DEMO_PASSWORD);
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

test("the admin approves a registered organisation, then its owner signs in and bids", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(150_000);
  const unique = `${testInfo.project.name}${Date.now() % 1_000_000}`;
  const tradeName = `Approved Motors ${unique}`;
  const email = `owner-${unique}@approved.test`;
  // Registered through the public API: the wizard itself is register.spec.ts.
  const registered = await page.request.post("/api/registration", {
    data: {
      organizationRoleForm: {
        organizationRole: "INDEPENDENT_DEALER",
        roles: ["BUYER", "SELLER", "TRANSACTION_MANAGEMENT"],
      },
      organizationForm: {
        officialCompanyName: `${tradeName} Ltd`,
        tradeName,
        vatNumber: `GB${String(Date.now()).slice(-7)}${jsEnabled ? "3" : "4"}`,
        postalCode: "LS1 4AP",
        address: "1 Kirkgate",
        city: "Leeds",
        county: "West Yorkshire",
        phoneNumber: "01134960000",
      },
      mainProfileForm: {
        firstName: "Olive",
        lastName: "Owner",
        position: "OWNER",
        email,
        password: "secret1",
        passwordRepeat: "secret1",
        acceptTos: true,
        acceptNewsletter: false,
      },
      creditCardForm: { skipCard: true },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const word = uniqueWord("Approved");
  const auction = await createAuction(page.request, {
    make: "Audi",
    model: "A3",
    derivative: `${word} S Line`,
    type: "MINIMUM_PRICE",
    minimumPriceInPence: 100000,
  });

  await signIn(page, email, "secret1");
  await expect(page.getByText(REGISTRATION_MESSAGES.beingVerified)).toBeVisible();

  await page.context().clearCookies();
  await login(ADMIN);
  await page.goto("/ops");
  const item = page.getByRole("listitem").filter({ hasText: tradeName });
  await expect(item).toContainText(email);
  // Every role the dealership chose, in registration's words (issue 22: one was left out).
  await expect(item).toContainText("Buyer, Seller, Transaction management");
  await item.getByRole("button", { name: `Approve ${tradeName}` }).click();
  await expect(page.getByText(OPS_MESSAGES.organizationApproved)).toBeVisible();

  await signIn(page, email, "secret1");
  await expect(page.getByText(REGISTRATION_MESSAGES.beingVerified)).toHaveCount(0);
  // The approval is a notice on the Notifications page, and one email in the dev mailbox.
  await page.goto("/my-organization/notifications");
  await expect(page.getByText("Your Trade Auction account is approved").first()).toBeVisible();
  const mails = await page.request.get("/api/dev/outbox");
  const approved = ((await mails.json()).data as { to: string; subject: string }[]).filter(
    (m) => m.to === email && m.subject === "Your Trade Auction account is approved",
  );
  expect(approved).toHaveLength(1);

  await quietNotices(context, baseURL!);
  await page.goto(`/search?q=${word}`);
  await ready(page, jsEnabled);
  await card(page, auction.id).getByRole("link", { name: "PLACE BID" }).click();
  await page.getByLabel("Your maximum bid (£)").fill("1200");
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByRole("button", { name: "CONFIRM BID" }).click();
  await expect(page.getByText("Bid placed successfully")).toBeVisible();
  await expect(card(page, auction.id).getByTestId("status-bar")).toContainText("Your bid of £1,000 is the highest");
});

test("a one-time sign-in link works once and expires", async ({ page, login, browser }, testInfo) => {
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

  // A fresh link left unused past its ten minutes is refused too.
  await page.getByRole("button", { name: "Sign-in link as Rob Bidwell" }).click();
  await expect(link).not.toHaveAttribute("href", href!);
  const late = await link.getAttribute("href");
  const memberId = Number(new URL(late!, origin).searchParams.get("om"));
  const expired = await page.request.post("/api/test/ops/expire-impersonation", { data: { memberId } });
  expect((await expired.json()).data.expired).toBeGreaterThanOrEqual(1);
  const third = await browser.newContext({ baseURL: origin, javaScriptEnabled: testInfo.project.name === "js" });
  const tooLate = await third.newPage();
  await tooLate.goto(late!);
  await expect(tooLate).toHaveURL(/\/login$/);
  await expect(tooLate.getByText("This sign-in link is invalid or has expired.")).toBeVisible();
  await third.close();
});

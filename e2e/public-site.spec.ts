// The public site as a visitor sees it, with JavaScript on ("js") and off ("no-js"): home page
// sections and hash links, the contact form (spec messages, kept values, success), the cookie
// notice, content pages and the not-found page.
import type { BrowserContext, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";

async function acceptCookies(context: BrowserContext, baseURL: string | undefined) {
  // The notice sits over the bottom of the page; tests that are not about it start past it.
  await context.addCookies([{ name: "cookie-policy", value: "accepted", url: baseURL! }]);
}

const form = (page: Page) => page.locator("form#contact-form");

async function expectAllRequired(page: Page) {
  const f = form(page);
  for (const label of ["Name", "Email", "Contact number", "Message"]) {
    await expect(f.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
  }
  await expect(f.getByText("Field is required")).toHaveCount(5);
}

test.describe("contact form", () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test("on /contact-us: spec messages under the fields, typed values kept, then 'Email sent successfully'", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    const f = form(page);
    await f.getByRole("button", { name: "Send Message" }).click();
    await expectAllRequired(page);

    await f.getByLabel("Buying").check();
    await f.getByLabel("Name", { exact: true }).fill("Sam Dealer");
    await f.getByLabel("Email", { exact: true }).fill("sam@");
    await f.getByLabel("Message", { exact: true }).fill("x".repeat(121));
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(f.getByText("Email has the wrong format")).toBeVisible();
    await expect(f.getByText("Max length equals 120 characters")).toBeVisible();
    await expect(f.getByText("Field is required")).toHaveCount(1); // contact number
    await expect(f.getByLabel("Name", { exact: true })).toHaveValue("Sam Dealer");
    await expect(f.getByLabel("Buying")).toBeChecked();

    await f.getByLabel("Email", { exact: true }).fill("sam@northfield.test");
    await f.getByLabel("Contact number").fill("0113 496 0001");
    await f.getByLabel("Message", { exact: true }).fill("Please call me about selling part-exchanges.");
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Email sent successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(form(page).getByText("Field is required")).toHaveCount(0);
  });

  test("on the home page: errors, then success back at the contact section", async ({ page }) => {
    await page.goto("/#contact");
    const f = form(page);
    await f.getByRole("button", { name: "Send Message" }).click();
    await expectAllRequired(page);
    await expect(page.locator("#contact")).toBeInViewport();

    await f.getByLabel("Both").check();
    await f.getByLabel("Name", { exact: true }).fill("Jo Buyer");
    await f.getByLabel("Email", { exact: true }).fill("jo@riverside.test");
    await f.getByLabel("Contact number").fill("07700 900123");
    await f.getByLabel("Message", { exact: true }).fill("Do you have vans?");
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Email sent successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(form(page).getByLabel("Message", { exact: true })).toHaveValue("");
  });

  test("shows the provider's phone and email", async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("link", { name: /^0\d[\d ]+$/ })).toHaveAttribute("href", /^tel:\d+$/);
    await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
  });
});

test.describe("cookie notice", () => {
  test("Got it stores the cookie-policy cookie and the notice stays gone", async ({ page, context }) => {
    await page.goto("/faq");
    const notice = page.getByRole("dialog", { name: "Cookies" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    await notice.getByRole("button", { name: "Got it" }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "cookie-policy")).toBe(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Cookies" })).toHaveCount(0);
  });
});

test.describe("content pages", () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  for (const [path, title, text] of [
    ["/terms-and-conditions", "Terms and conditions", "Auctions and bidding"],
    ["/privacy-policy", "Privacy policy", "Your rights"],
    ["/faq", "Frequently asked questions", "How does bidding work?"],
    ["/about-us", "About us", "Leadership"],
  ] as const) {
    test(`${path} renders its content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("heading", { name: text })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Trade Auction`);
    });
  }

  test("the footer links to privacy, terms, FAQ and contact, with this year's copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    // The current year by the server's clock (the spec's 2024 was the year it was written).
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Trade Auction Ltd.`);
    await page.context().setExtraHTTPHeaders({ "x-test-now": "2031-06-01T12:00:00Z" });
    await page.goto("/");
    await expect(footer).toContainText("© 2031 Trade Auction Ltd.");
    await page.context().setExtraHTTPHeaders({});
    await footer.getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    await footer.getByRole("link", { name: "Terms and conditions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
    await footer.getByRole("link", { name: "Privacy policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await footer.getByRole("link", { name: "Contact us" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  });

  test("a page that does not exist shows 'Houston, we have a problem' with a 404", async ({ page }) => {
    for (const path of ["/no-such-content-page", "/faq/extra"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Houston, we have a problem" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Go to home page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /vehicle auction/ })).toBeVisible();
  });
});

test.describe("home page", () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test("shows the hero, buy, sell, live auctions, app and contact sections with their links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "FREE TRIAL" })).toHaveAttribute("href", "/register");
    for (const id of ["buy", "sell", "live-auctions", "app", "contact"])
      await expect(page.locator(`section#${id}`)).toBeVisible();
    await expect(page.locator("#buy")).toContainText("Only franchised dealer stock");
    await expect(page.locator("#sell")).toContainText("3 month free trial");
    await expect(page.getByRole("link", { name: "VIEW ALL VEHICLES" })).toHaveAttribute("href", "/register");
    await expect(page.locator("#app").getByRole("heading", { name: "Install the app on your phone" })).toBeVisible();
    // Recently sold is shown only when there is something to show.
    const sold = page.locator("section#recently-sold");
    if (await sold.count()) await expect(sold.getByRole("listitem").first()).toBeVisible();
  });

  test("the header's BUY and SELL scroll to their sections, from another page too", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SELL" }).click();
    await expect(page).toHaveURL(/\/#sell$/);
    await expect(page.locator("#sell")).toBeInViewport();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "BUY" }).click();
    await expect(page).toHaveURL(/\/#buy$/);
    await expect(page.locator("#buy")).toBeInViewport();
  });

  test("the hot auction shows a countdown and a progress bar capped at 100%", async ({ page, jsEnabled }) => {
    await page.goto("/");
    const hot = page.locator("section#hot-auction");
    test.skip((await hot.count()) === 0, "no live auction in this database");
    const timer = hot.getByRole("timer");
    await expect(timer).toHaveText(/^(\d+d )?\d\dh \d\dm \d\ds$/);
    const progress = Number(await hot.getByRole("progressbar").getAttribute("aria-valuenow"));
    expect(progress).toBeGreaterThanOrEqual(0);
    expect(progress).toBeLessThanOrEqual(100);
    await expect(hot.getByRole("link", { name: "BID NOW" })).toHaveAttribute("href", "/login");
    await expect(hot.getByRole("link", { name: "REGISTER TO BID" })).toHaveAttribute("href", "/register");
    if (jsEnabled) {
      // With JavaScript the countdown ticks by itself.
      const first = await timer.textContent();
      await expect(timer).not.toHaveText(first!);
    }
  });
});

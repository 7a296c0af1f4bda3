// A dealer on a phone in a forecourt (375 px) never scrolls a page sideways: step 11 of the wizard
// once was 851 px wide because a select grows to its longest option. Parts that scroll sideways
// on purpose (the wizard's step list, tab bars, tables in a scroller) are left out.
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { BUYER, SELLER, createAuction } from "./support/buyer";
import { createDraft } from "./support/seller";

test.use({ viewport: { width: 375, height: 812 } });

/** Elements that reach past the screen's right edge outside any sideways scroller. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll("body *"))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getBoundingClientRect().width > 0)
      .filter((el) => !inScroller(el))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  });

test("every wizard step and the seller's pages fit a 375 px screen", async ({ page, login, request }) => {
  test.setTimeout(120_000);
  const draft = await createDraft(request, {});
  // A card's title (make and model) is cut by CSS to about 30 characters; a long one of wide letters
  // must still end, with its ellipsis, inside the card.
  await createAuction(request, { make: "Mercedes-Benz", model: "GLE MAYBACH WIDE WORDS MMMM WWWW" });
  await login(SELLER);
  const paths = [
    "/add-vehicle",
    ...Array.from({ length: 9 }, (_, i) => `/add-vehicle?draft=${draft.id}&step=${i + 3}`),
    "/my-vehicles",
    "/my-bids",
    "/search",
    "/dashboard",
    "/my-organization",
    "/my-organization/my-profile",
    "/my-organization/employees",
    "/my-organization/my-wallet",
    "/my-organization/transactions",
    "/my-organization/invoices",
    "/my-organization/notifications",
    "/my-organization/forms-alerts",
  ];
  for (const path of paths) {
    // Layout comes from the server's HTML and CSS; most of these pages ship no JavaScript to wait for.
    const res = await page.goto(path);
    expect({ path, status: res?.status() }).toEqual({ path, status: 200 });
    expect({ path, overflowing: await overflowing(page) }).toEqual({ path, overflowing: [] });
  }
});

test("the public pages and a buyer's pages fit a 375 px screen", async ({ page, login, request }) => {
  test.setTimeout(120_000);
  const auction = await createAuction(request, {});
  const check = async (path: string) => {
    const res = await page.goto(path);
    expect({ path, status: res?.status() }).toEqual({ path, status: 200 });
    expect({ path, overflowing: await overflowing(page) }).toEqual({ path, overflowing: [] });
  };
  for (const path of ["/", "/login", "/register", "/forgot-password", "/contact-us", "/about-us"]) await check(path);
  await login(BUYER);
  for (const path of ["/search", `/auction/${auction.id}`, `/auction/${auction.id}/bid`, "/my-bids", "/analytics"])
    await check(path);
});

test("every status filter chip of My Vehicles and My Bids is on a 375 px screen", async ({
  page,
  context,
  login,
  jsEnabled,
}) => {
  for (const [email, path] of [
    [SELLER, "/my-vehicles"],
    [BUYER, "/my-bids"],
  ] as const) {
    await context.clearCookies();
    await login(email);
    await page.goto(path);
    const chips = page.locator(".status-filter a");
    expect(await chips.count()).toBeGreaterThan(5);
    // Wholly inside the screen, not behind a sideways scroll with nothing to say it is there.
    const boxes = await chips.evaluateAll((links) =>
      links.map((a) => ({ text: a.textContent, right: Math.round(a.getBoundingClientRect().right) })),
    );
    expect(boxes.filter((b) => b.right > 375)).toEqual([]);
    await expect(page.locator(".status-filter").getByRole("link", { name: "Negotiating", exact: true })).toBeInViewport(
      {
        ratio: 1,
      },
    );
    await page.screenshot({
      path: test.info().outputPath(`status-filter${path.replace("/", "-")}-${jsEnabled ? "js" : "nojs"}-375.png`),
    });
  }
});

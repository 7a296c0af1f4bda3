// The API reference at /api/docs (issue 25 item 4, decision 0164). Without JavaScript the page is
// the whole guide: signing in with the bearer token, the error catalogue, the live event streams,
// versions, and every operation with its deep link. With JavaScript the renderer (Swagger UI, from
// the npm package, on this page only) shows the document in full, under the strict CSP: the page
// guards fail any violation. Screenshots at 375 and 1440 px.
import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "./support/fixtures";

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie notice sits over the bottom of the page; it is not what is under test here.
  await context.addCookies([{ name: "cookie-policy", value: "accepted", url: baseURL! }]);
});

test("the reference explains sign-in, errors, live events and versions, and lists every operation", async ({
  page,
  jsEnabled,
}, testInfo) => {
  // Swagger UI lays out all 131 operations and the page is shot whole twice: past a minute on a
  // loaded 2-core machine (CI at load 16 timed out once), so the JavaScript run gets thrice the time.
  test.slow(jsEnabled, "the renderer's full-page layout is slow under load");
  // With JavaScript, a deep link to one operation, which the renderer opens.
  await page.goto(jsEnabled ? "/api/docs#/bidding/postAuctionBid" : "/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: "Trade Auction API reference" })).toBeVisible();
  await expect(page.getByRole("link", { name: "OpenAPI 3.1 document" })).toHaveAttribute("href", "/api/openapi.json");
  const catalogue = page.getByRole("table");
  await expect(catalogue.getByRole("row").filter({ hasText: "STALE_VERSION" })).toContainText("409");
  await expect(catalogue.getByRole("row").filter({ hasText: "BAD_CREDENTIALS" })).toContainText("400");

  if (jsEnabled) {
    // The renderer took over: its own sections and operations, read from /api/openapi.json.
    const renderer = page.locator(".api-docs__renderer");
    await expect(renderer.getByRole("heading", { name: "Signing in" })).toBeVisible({ timeout: 30_000 });
    await expect(renderer.getByText("Authorization: Bearer <token>").first()).toBeVisible();
    const bid = renderer.locator("#operations-bidding-postAuctionBid");
    await expect(bid).toContainText("/auction/bid");
    // The example request, taken from the demo data, and the codes each failure may carry.
    await expect(bid.getByText('"amountInPence"').first()).toBeVisible();
    await expect(page.locator("#operation-list")).toHaveCount(0);
  } else {
    for (const heading of ["Signing in", "Answers and errors", "Live events", "Versions and deprecation"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("Authorization: Bearer <token>")).toBeVisible();
    await expect(page.locator("#operation-list")).toBeVisible();
    // Each operation carries the renderer's deep link, so a link to one works either way.
    await expect(page.locator('[id="/bidding/postAuctionBid"]')).toContainText("POST /auction/bid");
    await expect(page.locator('[id="/live/getSseAuctionBuyer"]')).toContainText("GET /sse/auction/buyer");
  }
  await screenshots(page, testInfo, `api-docs-${jsEnabled ? "js" : "no-js"}`);
});

test("the page is HTML under the strict policy; the document it reads is JSON", async ({ page }) => {
  const answer = await page.request.get("/api/docs");
  expect(answer.headers()["content-type"]).toContain("text/html");
  const policy = answer.headers()["content-security-policy"];
  expect(policy).toContain("script-src 'self' 'nonce-");
  expect(policy).not.toContain("unsafe-eval");
  const document = await page.request.get("/api/openapi.json");
  expect(((await document.json()) as { openapi: string }).openapi).toBe("3.1.0");
});

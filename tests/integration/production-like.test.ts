// A production-like run (issue 15): the built Worker with production vars (APP_ENV=production, a
// stray ALLOW_TEST_CLOCK that must be ignored) is signed in to, searched and bid through as a
// browser without JavaScript would, checking what production promises on the way: Secure cookies,
// the strict CSP and HSTS, no test routes, no test clock and no fault injection.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { Browser } from "../support/browser";
import { seedMember, TEST_PASSWORD } from "../support/members";
import { createLiveAuction, createMember, createOrganization, type LiveAuction } from "../support/fixtures";
import { TEST_FAULT_HEADER } from "../../functions/api/test-faults";

let worker: TestWorker;
let auction: LiveAuction;
const BUYER = "buyer@production.test";

beforeAll(async () => {
  worker = await startWorker({ bindings: { APP_ENV: "production", ALLOW_TEST_CLOCK: "1" } });
  const sellerOrg = await createOrganization(worker);
  const buyerOrg = await createOrganization(worker);
  const seller = await createMember(worker, sellerOrg, { isSeller: true, isOwner: true });
  await seedMember(worker, { email: BUYER, organizationId: buyerOrg.id, isBuyer: true, firstName: "Priya" });
  // Publishing is a real API call (no test route), with a token the production secret signs.
  auction = await createLiveAuction(worker, seller);
});
afterAll(() => worker?.dispose());

describe("a dealer's visit under production vars", () => {
  const browser = new Browser(() => worker, { "cf-connecting-ip": "198.51.100.200" });

  it("serves the login page with the strict CSP and HSTS", async () => {
    const res = await browser.request("/login");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("signs in with Secure, HttpOnly cookies", async () => {
    const res = await browser.post("/login", { email: BUYER, password: TEST_PASSWORD });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    for (const name of ["__session", "__device"]) {
      const cookie = browser.lastSetCookie.find((c) => c.startsWith(`${name}=`))!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
    }
  });

  it("finds the live auction in search", async () => {
    const res = await browser.request("/search");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`/auction/${auction.auctionId}`);
  });

  it("bids through the bid form: review, then place, then the auction shows it", async () => {
    const path = `/auction/${auction.auctionId}/bid`;
    const form = await (await browser.request(path)).text();
    const key = /name="idempotencyKey"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="idempotencyKey"/.exec(form);
    const idempotencyKey = key?.[1] ?? key?.[2];
    expect(idempotencyKey).toBeTruthy();
    const review = await browser.post(path, { intent: "review", amount: "6000", idempotencyKey: idempotencyKey! });
    expect(review.status).toBe(200);
    const placed = await browser.post(path, { intent: "place", amount: "6000", idempotencyKey: idempotencyKey! });
    expect(placed.status).toBe(302);
    const bids = await worker.sql<{ amount: number }>(
      "SELECT amount_in_pence AS amount FROM bids WHERE auction_id = ?",
      auction.auctionId,
    );
    expect(bids.map((b) => b.amount)).toEqual([600_000]);
    const page = await (await browser.request(`/auction/${auction.auctionId}`)).text();
    expect(page).toContain("£6,000");
  });
});

describe("what production leaves out", () => {
  it("has no test routes, no dev mailbox, no test clock and no fault injection", async () => {
    expect((await worker.api("POST", "/test/token", { body: {} })).status).toBe(404);
    expect((await worker.fetch("/dev/mailbox")).status).toBe(404);
    const faulted = await worker.api("GET", "/vehicle-make", { headers: { [TEST_FAULT_HEADER]: "d1-overloaded" } });
    expect(faulted.status).toBe(200);
    const health = await worker.api<{ ok: boolean }>("GET", "/health");
    expect(health.body.data?.ok).toBe(true);
  });
});

// The sign-in pages as a browser without JavaScript sees them: plain form POSTs, redirects and
// cookies, through the built Worker.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { seedMember, seedOrganization, TEST_PASSWORD } from "../support/members";
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from "../../functions/contract/messages/common";
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { TEST_SECRETS } from "../support/worker";
import { Browser as CookieBrowser } from "../support/browser";
import { signToken } from "../../functions/api/jwt";

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
  const org = await seedOrganization(worker, { name: "Northfield Motors" });
  await seedMember(worker, {
    email: "owner@northfield.test",
    firstName: "Olivia",
    organizationId: org,
    isOwner: true,
    isBuyer: true,
    isSeller: true,
  });
  await seedMember(worker, { email: "buyer@northfield.test", firstName: "Ben", organizationId: org, isBuyer: true });
  await seedMember(worker, { email: "pending@northfield.test", organizationId: org, status: "PENDING" });
  await seedMember(worker, { email: "admin@tradeauction.test", isAdmin: true });
});
afterAll(() => worker?.dispose());

/** One browser of this file's Worker (see tests/support/browser.ts). */
class Browser extends CookieBrowser {
  constructor() {
    super(() => worker);
  }
}

const location = (res: Response) => res.headers.get("location");

async function signedIn(email = "owner@northfield.test", remember = false) {
  const browser = new Browser();
  const form: Record<string, string> = { email, password: TEST_PASSWORD };
  if (remember) form.rememberMe = "on";
  const res = await browser.post("/login", form);
  expect(res.status).toBe(302);
  expect(location(res)).toBe("/dashboard");
  return { browser, res };
}

describe("/login", () => {
  it("shows the form without the site header", async () => {
    const res = await new Browser().request("/login");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Remember for 30 days");
    expect(html).toContain('href="/forgot-password"');
    expect(html).toContain('href="/register"');
    expect(html).not.toContain('class="site-header"');
  });

  it("signs in to the dashboard with a browser-session cookie, or a 30-day one when remembered", async () => {
    const { browser, res } = await signedIn();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age/i);
    const dashboard = await browser.request("/dashboard");
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Welcome, Olivia");
    // A seller's dashboard is the Selling list, with a tab per role (spec 001 sections 1 and 2.2).
    expect(html).toContain("VEHICLES SELLING");
    expect(html).toContain('href="/my-bids">BUYING</a>');

    const remembered = await signedIn("buyer@northfield.test", true);
    const long = remembered.res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(long).toMatch(/Max-Age=2592000/i);
    const buyerDashboard = await (await remembered.browser.request("/dashboard")).text();
    expect(buyerDashboard).toContain("Welcome, Ben");
    expect(buyerDashboard).not.toContain("SELLING");
    expect(buyerDashboard).toContain("My bids");
  });

  it("shows field messages, keeps the email and never echoes the password", async () => {
    const browser = new Browser();
    const empty = await browser.post("/login", { email: "", password: "" });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Field is required");
    expect(emptyHtml).toContain("Field required");

    const wrong = await browser.post("/login", { email: "owner@northfield.test", password: "Secret-Wrong-1" });
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain(ERROR_MESSAGES.BAD_CREDENTIALS);
    expect(html).toContain('value="owner@northfield.test"');
    expect(html).not.toContain("Secret-Wrong-1");
  });

  it("tells a pending member the account is no longer active, with the support contacts", async () => {
    const res = await new Browser().post("/login", { email: "pending@northfield.test", password: TEST_PASSWORD });
    const html = await res.text();
    expect(html).toContain("Your account is no longer active.");
    expect(html).toContain("0113 496 0000");
  });

  it("refuses a cross-origin form post", async () => {
    const browser = new Browser();
    const evil = await browser.post(
      "/login",
      { email: "owner@northfield.test", password: TEST_PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(evil.status).toBe(403);
    const sibling = await browser.post(
      "/login",
      { email: "owner@northfield.test", password: TEST_PASSWORD },
      { "sec-fetch-site": "same-site" },
    );
    expect(sibling.status).toBe(403);
  });

  it("sends a signed-in visitor home, and a signed-out one from the dashboard home", async () => {
    const { browser } = await signedIn();
    const res = await browser.request("/login");
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
    const anonymous = await new Browser().request("/dashboard");
    expect(anonymous.status).toBe(302);
    expect(location(anonymous)).toBe("/");
  });

  it("ends only a session the request carried: a request without one sets no cookie", async () => {
    // A tab left open after signing out asks without a cookie; its answer, arriving after a
    // sign-in in another tab, must not delete that new session.
    const bare = await worker.fetch("/dashboard", { redirect: "manual" });
    expect(bare.status).toBe(302);
    expect(bare.headers.get("set-cookie")).toBeNull();
    const stale = await worker.fetch("/dashboard", { redirect: "manual", headers: { Cookie: "__session=junk" } });
    expect(stale.status).toBe(302);
    expect(stale.headers.get("set-cookie")).toMatch(/^__session=;/);
  });
});

describe("/logout", () => {
  it("clears the cookie, revokes the refresh token and goes home", async () => {
    const { browser } = await signedIn();
    const before = await worker.sql<{ n: number }>(
      "SELECT COUNT(*) AS n FROM refresh_tokens WHERE revoked_on IS NOT NULL",
    );
    const res = await browser.post("/logout", {});
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
    expect(browser.cookies.has("__session")).toBe(false);
    const after = await worker.sql<{ n: number }>(
      "SELECT COUNT(*) AS n FROM refresh_tokens WHERE revoked_on IS NOT NULL",
    );
    expect(after[0].n).toBe(before[0].n + 1);
    expect(location(await browser.request("/dashboard"))).toBe("/");
  });

  it("redirects a GET home without signing out", async () => {
    const { browser } = await signedIn();
    const res = await browser.request("/logout");
    expect(location(res)).toBe("/");
    expect((await browser.request("/dashboard")).status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("goes from the email form through the dev mailbox to a new password and the login page", async () => {
    const browser = new Browser();
    const sent = await browser.post("/forgot-password", { email: "buyer@northfield.test" });
    expect(sent.status).toBe(302);
    expect(location(sent)).toBe("/confirm-forgot-password");
    const confirm = await (await browser.request("/confirm-forgot-password")).text();
    expect(confirm).toContain("GO BACK TO HOMEPAGE");

    const mailbox = await (await browser.request("/dev/mailbox")).text();
    expect(mailbox).toContain("buyer@northfield.test");
    const link = /href="(\/reset-password\/[A-Za-z0-9_-]+)"/.exec(mailbox)?.[1];
    expect(link).toBeTruthy();

    const page = await browser.request(link!);
    expect(page.status).toBe(200);
    const mismatch = await browser.post(link!, { password: "BrandNew1", passwordRepeat: "BrandNew2" });
    expect(await mismatch.text()).toContain("Passwords must be the same");
    const short = await browser.post(link!, { password: "abc", passwordRepeat: "abc" });
    expect(await short.text()).toContain("Password is too short - should be 6 chars minimum.");

    const done = await browser.post(link!, { password: "BrandNew1", passwordRepeat: "BrandNew1" });
    expect(done.status).toBe(302);
    expect(location(done)).toBe("/login");
    const login = await (await browser.request("/login")).text();
    expect(login).toContain(SUCCESS_MESSAGES.passwordChanged);

    const again = await browser.post(link!, { password: "BrandNew3", passwordRepeat: "BrandNew3" });
    expect(await again.text()).toContain(ERROR_MESSAGES.RESET_TOKEN_INVALID);
    const res = await new Browser().post("/login", { email: "buyer@northfield.test", password: "BrandNew1" });
    expect(location(res)).toBe("/dashboard");
  });

  it("shows the email messages without JavaScript", async () => {
    const html = await (await new Browser().post("/forgot-password", { email: "not-an-email" })).text();
    expect(html).toContain("Invalid email format");
  });
});

describe("/impersonate", () => {
  it("signs in with a fresh link and goes home; a spent link leaves the browser signed out at login", async () => {
    const admin = await worker.api<{ token: string }>("POST", "/auth/login", {
      body: { email: "admin@tradeauction.test", password: TEST_PASSWORD },
    });
    const created = await worker.api<{ url: string }>("POST", "/admin/impersonation", {
      token: admin.body.data!.token,
      body: { memberId: 1 },
    });
    const url = created.body.data!.url;
    const browser = new Browser();
    const res = await browser.request(url);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
    expect((await browser.request("/dashboard")).status).toBe(200);

    const again = await browser.request(url);
    expect(location(again)).toBe("/login");
    const login = await (await browser.request("/login")).text();
    expect(login).toContain(ERROR_MESSAGES.IMPERSONATION_INVALID);
    expect(location(await browser.request("/dashboard"))).toBe("/");

    const bare = await new Browser().request("/impersonate");
    expect(location(bare)).toBe("/login");
  });
});

describe("session keep-alive (decision 0112: refresh on any request, sign out after 8 idle hours or 30 remembered days)", () => {
  // Builds the cookie a browser would hold, so the test can say how old the token and the activity are.
  const storage = createCookieSessionStorage({
    cookie: { name: "__session", httpOnly: true, sameSite: "lax", path: "/", secrets: [TEST_SECRETS.SESSION_SECRET] },
  });

  async function cookieWith(lastActivityAgoMs: number) {
    const login = await worker.api<{ token: string; refreshToken: string }>("POST", "/auth/login", {
      body: { email: "owner@northfield.test", password: TEST_PASSWORD },
    });
    const fresh = login.body.data!;
    // The same claims, but expired a minute ago.
    const claims = JSON.parse(Buffer.from(fresh.token.split(".")[1], "base64url").toString());
    const expired = await signToken(
      { ...claims, iat: claims.iat - 1000, exp: Math.floor(Date.now() / 1000) - 60 },
      TEST_SECRETS.JWT_SECRET,
    );
    const session = await storage.getSession();
    session.set("accessToken", expired);
    session.set("refreshToken", fresh.refreshToken);
    session.set("rememberMe", false);
    session.set("lastActivity", Date.now() - lastActivityAgoMs);
    const setCookie = await storage.commitSession(session);
    return { cookie: setCookie.split(";")[0], refreshToken: fresh.refreshToken, expired };
  }

  it("refreshes an expired token for a user active in the last 15 minutes, once per page", async () => {
    const { cookie, refreshToken, expired } = await cookieWith(5 * 60_000);
    const count = async () =>
      (await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM refresh_tokens WHERE member_id = 1"))[0].n;
    const before = await count();
    const res = await worker.fetch("/dashboard", { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Welcome, Olivia");
    const sessionCookies = res.headers.getSetCookie().filter((c) => c.startsWith("__session="));
    expect(sessionCookies.length).toBeGreaterThan(0);
    const session = await storage.getSession(sessionCookies[0].split(";")[0]);
    expect(session.get("accessToken")).not.toBe(expired);
    expect(session.get("refreshToken")).not.toBe(refreshToken);
    // Root and page loaders shared one refresh: only one new refresh token was issued.
    expect(await count()).toBe(before + 1);
    const old = await worker.api("POST", "/auth/refresh-token", {
      body: { refreshToken },
      headers: { "x-test-now": new Date(Date.now() + 60_000).toISOString() },
    });
    expect(old.status).toBe(401);
  });

  // Decision 0024: no loader passes the cookie on; the Worker commits the session once, on
  // document, single-fetch data and resource answers alike.
  it.each(["/search", "/search.data", "/auction/1/availability"])(
    "commits a refreshed session once on %s, whose loader never mentions cookies",
    async (path) => {
      const { cookie, expired } = await cookieWith(5 * 60_000);
      const res = await worker.fetch(path, { headers: { cookie }, redirect: "manual" });
      expect(res.status).toBeLessThan(500);
      const sessionCookies = res.headers.getSetCookie().filter((c) => c.startsWith("__session="));
      expect(sessionCookies).toHaveLength(1);
      const session = await storage.getSession(sessionCookies[0].split(";")[0]);
      expect(session.get("accessToken")).toBeTruthy();
      expect(session.get("accessToken")).not.toBe(expired);
    },
  );

  // Issue 22 item 2 and decision 0112, through the test clock: every request of one browser carries
  // `x-test-now`, which the web session and the API (the page passes it on) both read.
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  beforeAll(async () => {
    await seedMember(worker, { email: "kept@northfield.test", firstName: "Kit", organizationId: 1, isBuyer: true });
  });

  /** Signs in now; `after(ms)` opens the dashboard that long after the previous request. */
  async function idleBrowser(remember: boolean, email: string) {
    const browser = new Browser();
    let at = Date.now();
    const when = () => ({ "x-test-now": new Date(at).toISOString() });
    const form: Record<string, string> = { email, password: TEST_PASSWORD };
    if (remember) form.rememberMe = "on";
    const login = await browser.post("/login", form, when());
    expect(location(login)).toBe("/dashboard");
    const tokenNow = () => browser.cookies.get("__session");
    const after = async (idleMs: number) => {
      at += idleMs;
      const before = tokenNow();
      const res = await browser.request("/dashboard", { headers: when() });
      return { res, rotated: tokenNow() !== before };
    };
    return { browser, after };
  }

  it("unticked: stays signed in after 20 minutes and 7 hours idle (tokens refreshed), signs out after 9", async () => {
    const { browser, after } = await idleBrowser(false, "owner@northfield.test");
    for (const idle of [20 * MIN, 7 * HOUR]) {
      const { res, rotated } = await after(idle);
      expect({ idle, status: res.status }).toEqual({ idle, status: 200 });
      expect(await res.text()).toContain("Welcome, Olivia");
      expect(rotated).toBe(true);
      // Still a browser-session cookie: nothing remembers it past the browser.
      expect(browser.lastSetCookie.find((c) => c.startsWith("__session="))).not.toMatch(/Max-Age/i);
    }
    const { res } = await after(9 * HOUR);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
    expect(browser.cookies.has("__session")).toBe(false);
  });

  it("ticked: stays signed in after 9 hours and 29 days idle with a 30-day cookie, signs out after 31 days", async () => {
    const { browser, after } = await idleBrowser(true, "kept@northfield.test");
    for (const idle of [20 * MIN, 9 * HOUR, 29 * DAY]) {
      const { res, rotated } = await after(idle);
      expect({ idle, status: res.status }).toEqual({ idle, status: 200 });
      expect(await res.text()).toContain("Welcome, Kit");
      expect(rotated).toBe(true);
      // The cookie's 30 days start again from this visit.
      expect(browser.lastSetCookie.find((c) => c.startsWith("__session="))).toMatch(/Max-Age=2592000/i);
    }
    const { res } = await after(31 * DAY);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/");
    expect(browser.cookies.has("__session")).toBe(false);
  });

  it("refreshes a data request and a live stream alike, without a page load", async () => {
    const { browser, after } = await idleBrowser(false, "owner@northfield.test");
    await after(0);
    const paths = ["/search.data", "/sse/auction/buyer?auctionIds=1"];
    for (const [i, path] of paths.entries()) {
      // 30 and 60 minutes on: each finds its access token expired.
      const at = new Date(Date.now() + (i + 1) * 30 * MIN).toISOString();
      const before = browser.cookies.get("__session");
      const res = await browser.request(path, { headers: { "x-test-now": at } });
      await res.body?.cancel();
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(browser.cookies.get("__session")).not.toBe(before);
    }
  });
});

// Sign-in, sessions, impersonation and password reset through the built Worker's API (spec 000
// sections 2-5, 7, 8).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { jwtClaims, seedMember, seedOrganization, TEST_PASSWORD } from "../support/members";
import { ERROR_MESSAGES, FIELD_MESSAGES } from "../../functions/contract/messages/common";

let worker: TestWorker;
const ids: Record<string, number> = {};
let orgId: number;

interface Credentials {
  token: string;
  refreshToken: string;
}

let ipCounter = 0;
/** Each caller its own address, so one test's attempts never count against another's limits. */
const freshIp = () => `198.51.100.${++ipCounter}`;

function at(isoTime: string, ip = "192.0.2.1") {
  return { "x-test-now": isoTime, "cf-connecting-ip": ip };
}

async function login(
  email: string,
  password = TEST_PASSWORD,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
) {
  return worker.api<Credentials>("POST", "/auth/login", {
    body: { email, password, ...extra },
    headers: headers ?? { "cf-connecting-ip": freshIp() },
  });
}

async function tokens(email: string, extra: Record<string, unknown> = {}): Promise<Credentials> {
  const res = await login(email, TEST_PASSWORD, extra);
  expect(res.status).toBe(200);
  return res.body.data!;
}

beforeAll(async () => {
  worker = await startWorker();
  orgId = await seedOrganization(worker, { name: "Northfield Motors" });
  const blockedOrg = await seedOrganization(worker, { name: "Blocked Motors", status: "BLOCKED" });
  ids.owner = await seedMember(worker, {
    email: "owner@northfield.test",
    firstName: "Olivia",
    organizationId: orgId,
    isOwner: true,
    isBuyer: true,
    isSeller: true,
    isTransactionAcceptor: true,
  });
  ids.buyer = await seedMember(worker, { email: "buyer@northfield.test", organizationId: orgId, isBuyer: true });
  ids.pending = await seedMember(worker, {
    email: "pending@northfield.test",
    organizationId: orgId,
    status: "PENDING",
  });
  ids.rejected = await seedMember(worker, {
    email: "rejected@northfield.test",
    organizationId: orgId,
    status: "REJECTED",
  });
  ids.blocked = await seedMember(worker, { email: "owner@blocked.test", organizationId: blockedOrg, isOwner: true });
  ids.admin = await seedMember(worker, { email: "admin@tradeauction.test", isAdmin: true });
  ids.reset = await seedMember(worker, {
    email: "reset@northfield.test",
    firstName: "Rita",
    organizationId: orgId,
    isBuyer: true,
  });
  ids.limited = await seedMember(worker, { email: "limited@northfield.test", organizationId: orgId, isBuyer: true });
});
afterAll(() => worker?.dispose());

describe("POST /auth/login", () => {
  it("signs in and answers {token, refreshToken} with the claims of spec 000 section 3", async () => {
    const { token, refreshToken } = await tokens("owner@northfield.test");
    const claims = jwtClaims(token);
    expect(claims).toMatchObject({
      roles: ["DEALER"],
      isBuyer: true,
      isOwner: true,
      isSeller: true,
      isTransactionAcceptor: true,
      organizationId: orgId,
      id: ids.owner,
      status: "ACTIVE",
      rv: 0,
    });
    expect(claims.exp).toBe((claims.iat as number) + 15 * 60);
    expect(typeof claims._st).toBe("string");
    expect(claims.imp).toBeUndefined();
    // Stored hashed, never as issued.
    const rows = await worker.sql<{ token_hash: string }>(
      "SELECT token_hash FROM refresh_tokens WHERE member_id = ?",
      ids.owner,
    );
    expect(rows.some((r) => r.token_hash === refreshToken)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);

    const me = await worker.api<{ firstName: string; email: string }>("GET", "/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ firstName: "Olivia", email: "owner@northfield.test", isOwner: true });
  });

  // Beyond the spec's claims: the free trial's end, so a client can say what a purchase will cost.
  it("carries the organisation's free trial end in the token, also after a refresh", async () => {
    await worker.sql("UPDATE organizations SET trial_started_on = ? WHERE id = ?", "2026-11-30T09:00:00.000Z", orgId);
    // SQLite's calendar months: 30 November plus 3 months is 2 March (no 30 February).
    const end = "2027-03-02T09:00:00.000Z";
    const signedIn = await tokens("owner@northfield.test");
    expect(jwtClaims(signedIn.token).freeTrialEndsOn).toBe(end);
    const refreshed = await worker.api<Credentials>("POST", "/auth/refresh-token", {
      body: { refreshToken: signedIn.refreshToken },
    });
    expect(jwtClaims(refreshed.body.data!.token).freeTrialEndsOn).toBe(end);
    const admin = jwtClaims((await tokens("admin@tradeauction.test")).token);
    expect(admin.freeTrialEndsOn).toBeUndefined();
  });

  it("gives each sign-in its own stream token and administrators the SUPER_ADMIN role", async () => {
    const a = jwtClaims((await tokens("owner@northfield.test")).token);
    const b = jwtClaims((await tokens("owner@northfield.test")).token);
    expect(a._st).not.toBe(b._st);
    const admin = jwtClaims((await tokens("admin@tradeauction.test")).token);
    expect(admin.roles).toEqual(["SUPER_ADMIN"]);
    expect(admin.organizationId).toBeNull();
  });

  it("accepts the email in any case and with surrounding spaces", async () => {
    const res = await login("  Owner@Northfield.TEST ");
    expect(res.status).toBe(200);
  });

  it("keeps a remembered sign-in for 30 days and any other for 12 hours", async () => {
    const hours = async (extra: Record<string, unknown>) => {
      const ip = freshIp();
      const res = await worker.api<Credentials>("POST", "/auth/login", {
        body: { email: "buyer@northfield.test", password: TEST_PASSWORD, ...extra },
        headers: at("2030-01-01T00:00:00.000Z", ip),
      });
      expect(res.status).toBe(200);
      const [row] = await worker.sql<{ expires_on: string; created_on: string }>(
        "SELECT expires_on, created_on FROM refresh_tokens WHERE member_id = ? ORDER BY rowid DESC LIMIT 1",
        ids.buyer,
      );
      expect(row.created_on.startsWith("2030-01-01T00:00")).toBe(true);
      return (Date.parse(row.expires_on) - Date.parse(row.created_on)) / 3_600_000;
    };
    expect(await hours({ rememberMe: true })).toBe(30 * 24);
    expect(await hours({ rememberMe: false })).toBe(12);
    expect(await hours({})).toBe(12);
  });

  it("answers a wrong password and an unknown email alike with BAD_CREDENTIALS", async () => {
    const wrong = await login("owner@northfield.test", "not-the-password");
    const unknown = await login("nobody@northfield.test", TEST_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errorCode: "BAD_CREDENTIALS", message: ERROR_MESSAGES.BAD_CREDENTIALS });
    }
  });

  it("tells a pending or rejected member, with the right password, that the account is no longer active", async () => {
    for (const email of ["pending@northfield.test", "rejected@northfield.test"]) {
      const res = await login(email);
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe("ACCOUNT_BLOCKED");
      expect(res.body.message).toMatch(/^Your account is no longer active\. /);
      expect(res.body.message).toContain("0113 496 0000");
      expect(res.body.message).toContain("support@tradeauction.test");
    }
    // Without the password nothing about the account is revealed.
    const guess = await login("pending@northfield.test", "wrong-password");
    expect(guess.body.errorCode).toBe("BAD_CREDENTIALS");
  });

  it("refuses members of a blocked organisation with ORGANIZATION_BLOCKED", async () => {
    const res = await login("owner@blocked.test");
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe("ORGANIZATION_BLOCKED");
  });

  it("answers 412 with the spec's field messages", async () => {
    const empty = await worker.api("POST", "/auth/login", { body: {} });
    expect(empty.status).toBe(412);
    expect(empty.body.fieldErrors).toEqual({
      email: [FIELD_MESSAGES.required],
      password: [FIELD_MESSAGES.requiredShort],
    });
    const blank = await worker.api("POST", "/auth/login", { body: { email: "", password: "" } });
    expect(blank.body.fieldErrors).toEqual({ email: ["Field is required"], password: ["Field required"] });
    const bad = await worker.api("POST", "/auth/login", { body: { email: "not-an-email", password: "x" } });
    expect(bad.status).toBe(412);
    expect(bad.body.fieldErrors).toEqual({ email: ["Invalid email format"] });
  });

  it("limits failed attempts per email and source with 429, and lets them in again in the next window", async () => {
    const t0 = "2031-01-01T10:00:00.000Z";
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await worker.api("POST", "/auth/login", {
        body: { email: "limited@northfield.test", password: "wrong" },
        headers: at(t0, ip),
      });
      expect(res.status).toBe(400);
    }
    const blocked = await worker.api("POST", "/auth/login", {
      body: { email: "limited@northfield.test", password: TEST_PASSWORD },
      headers: at(t0, ip),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ errorCode: "RATE_LIMITED", message: ERROR_MESSAGES.LOGIN_RATE_LIMITED });
    const later = await worker.api("POST", "/auth/login", {
      body: { email: "limited@northfield.test", password: TEST_PASSWORD },
      headers: at("2031-01-01T10:15:00.000Z", ip),
    });
    expect(later.status).toBe(200);
  });

  it("limits failed attempts per IP with 429, while successful sign-ins use up nothing", async () => {
    const ip = "203.0.113.77";
    const t0 = "2032-01-01T10:00:00.000Z";
    for (let i = 0; i < 25; i++) {
      const ok = await worker.api("POST", "/auth/login", {
        body: { email: "buyer@northfield.test", password: TEST_PASSWORD },
        headers: at(t0, ip),
      });
      expect(ok.status).toBe(200);
    }
    for (let i = 0; i < 20; i++) {
      const res = await worker.api("POST", "/auth/login", {
        body: { email: `stranger${i}@example.test`, password: "guess" },
        headers: at(t0, ip),
      });
      expect(res.status).toBe(400);
    }
    const blocked = await worker.api("POST", "/auth/login", {
      body: { email: "buyer@northfield.test", password: TEST_PASSWORD },
      headers: at(t0, ip),
    });
    expect(blocked.status).toBe(429);
    // Another address is unaffected.
    const other = await worker.api("POST", "/auth/login", {
      body: { email: "buyer@northfield.test", password: TEST_PASSWORD },
      headers: at(t0, "203.0.113.78"),
    });
    expect(other.status).toBe(200);
  });
});

describe("POST /auth/refresh-token and /auth/logout", () => {
  const t0 = "2033-03-01T09:00:00.000Z";
  const plus = (ms: number) => new Date(Date.parse(t0) + ms).toISOString();

  async function signIn(email: string, rememberMe = false): Promise<Credentials> {
    const res = await worker.api<Credentials>("POST", "/auth/login", {
      body: { email, password: TEST_PASSWORD, rememberMe },
      headers: at(t0, freshIp()),
    });
    expect(res.status).toBe(200);
    return res.body.data!;
  }
  const refresh = (refreshToken: string, time: string) =>
    worker.api<Credentials>("POST", "/auth/refresh-token", { body: { refreshToken }, headers: at(time) });

  it("rotates: a new pair, same sign-in, and the old token refused once the grace period is over", async () => {
    const first = await signIn("owner@northfield.test");
    const second = await refresh(first.refreshToken, plus(14 * 60_000));
    expect(second.status).toBe(200);
    const next = second.body.data!;
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(jwtClaims(next.token)._st).toBe(jwtClaims(first.token)._st);
    expect(jwtClaims(next.token).exp).toBeGreaterThan(jwtClaims(first.token).exp as number);

    // A parallel request that still carries the old token in the same moment is not signed out.
    expect((await refresh(first.refreshToken, plus(14 * 60_000 + 5_000))).status).toBe(200);
    // ... even when its clock reads a moment before the rotation (another isolate's clock; under
    // the test clock, the rotating request's own elapsed milliseconds): e2e auth.spec lost its
    // session to a 1 ms skew under load.
    expect((await refresh(first.refreshToken, plus(14 * 60_000 - 1_000))).status).toBe(200);
    // Later, the old token is dead.
    const reuse = await refresh(first.refreshToken, plus(16 * 60_000));
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe("Your session has expired");
    // The new one still works.
    expect((await refresh(next.refreshToken, plus(16 * 60_000))).status).toBe(200);
  });

  it("re-reads roles on refresh, and the old access token meets DEALER_ROLES_STALE", async () => {
    const signedIn = await signIn("buyer@northfield.test");
    await worker.sql("UPDATE members SET is_seller = 1, roles_version = roles_version + 1 WHERE id = ?", ids.buyer);
    const stale = await worker.api("GET", "/auth/me", { token: signedIn.token });
    expect(stale.status).toBe(401);
    expect(stale.body.errorCode).toBe("DEALER_ROLES_STALE");
    const res = await refresh(signedIn.refreshToken, plus(60_000));
    expect(res.status).toBe(200);
    const claims = jwtClaims(res.body.data!.token);
    expect(claims).toMatchObject({ isSeller: true, rv: 1 });
  });

  it("refuses a refresh token past its expiry (12 hours, or 30 days when remembered)", async () => {
    const session = await signIn("owner@northfield.test");
    const remembered = await signIn("owner@northfield.test", true);
    const thirteenHours = plus(13 * 3_600_000);
    expect((await refresh(session.refreshToken, thirteenHours)).status).toBe(401);
    const kept = await refresh(remembered.refreshToken, thirteenHours);
    expect(kept.status).toBe(200);
    // Rotation keeps the policy: the new token is good for another 30 days from now.
    expect((await refresh(kept.body.data!.refreshToken, plus(13 * 3_600_000 + 29 * 86_400_000))).status).toBe(200);
  });

  it("refuses a member who is no longer active", async () => {
    const tempId = await seedMember(worker, { email: "leaver@northfield.test", organizationId: orgId, isBuyer: true });
    const signedIn = await signIn("leaver@northfield.test");
    await worker.sql("UPDATE members SET status = 'REJECTED' WHERE id = ?", tempId);
    const res = await refresh(signedIn.refreshToken, plus(60_000));
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe("INVALID_JWT_TOKEN");
  });

  it("logout revokes the refresh token at once, and always answers 200", async () => {
    const signedIn = await signIn("owner@northfield.test");
    const out = await worker.api("POST", "/auth/logout", {
      body: { refreshToken: signedIn.refreshToken },
      headers: at(t0),
    });
    expect(out.status).toBe(200);
    expect((await refresh(signedIn.refreshToken, plus(1_000))).status).toBe(401);
    expect((await worker.api("POST", "/auth/logout", { body: "{not json" })).status).toBe(200);
    expect((await worker.api("POST", "/auth/logout")).status).toBe(200);
    expect((await worker.api("POST", "/auth/logout", { body: { refreshToken: "s.x.y" } })).status).toBe(200);
  });

  it("answers junk refresh tokens with 401 or 412, never 500", async () => {
    expect((await worker.api("POST", "/auth/refresh-token", { body: { refreshToken: "nonsense" } })).status).toBe(401);
    expect((await worker.api("POST", "/auth/refresh-token", { body: { refreshToken: "r.a.b" } })).status).toBe(401);
    expect((await worker.api("POST", "/auth/refresh-token", { body: {} })).status).toBe(412);
  });
});

describe("impersonation", () => {
  it("lets only SUPER_ADMIN create a link, which signs in once as the member with the imp claim", async () => {
    const owner = await tokens("owner@northfield.test");
    const refused = await worker.api("POST", "/admin/impersonation", {
      token: owner.token,
      body: { memberId: ids.buyer },
    });
    expect(refused.status).toBe(403);
    expect((await worker.api("POST", "/admin/impersonation", { body: { memberId: ids.buyer } })).status).toBe(401);

    const admin = await tokens("admin@tradeauction.test");
    const created = await worker.api<{ url: string }>("POST", "/admin/impersonation", {
      token: admin.token,
      body: { memberId: ids.owner },
    });
    expect(created.status).toBe(200);
    const url = new URL(created.body.data!.url, "http://localhost");
    expect(url.pathname).toBe("/impersonate");
    expect(url.searchParams.get("om")).toBe(String(ids.owner));
    const t = url.searchParams.get("t")!;
    const [stored] = await worker.sql<{ token_hash: string }>("SELECT token_hash FROM impersonation_tokens");
    expect(stored.token_hash).not.toBe(t);

    // The wrong member id does not spend or accept the token.
    const wrongMember = await worker.api("POST", "/auth/impersonate", { body: { om: ids.buyer, t } });
    expect(wrongMember.status).toBe(400);

    const used = await worker.api<Credentials>("POST", "/auth/impersonate", { body: { om: String(ids.owner), t } });
    expect(used.status).toBe(200);
    const claims = jwtClaims(used.body.data!.token);
    expect(claims).toMatchObject({ id: ids.owner, imp: ids.admin, roles: ["DEALER"] });
    const me = await worker.api<{ impersonatorId: number }>("GET", "/auth/me", { token: used.body.data!.token });
    expect(me.body.data!.impersonatorId).toBe(ids.admin);

    // Refreshing keeps the imp claim.
    const refreshed = await worker.api<Credentials>("POST", "/auth/refresh-token", {
      body: { refreshToken: used.body.data!.refreshToken },
    });
    expect(jwtClaims(refreshed.body.data!.token).imp).toBe(ids.admin);

    const again = await worker.api("POST", "/auth/impersonate", { body: { om: ids.owner, t } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ERROR_MESSAGES.IMPERSONATION_INVALID);
  });

  it("refuses expired links, administrators as targets, and junk input", async () => {
    const admin = await tokens("admin@tradeauction.test");
    const created = await worker.api<{ url: string }>("POST", "/admin/impersonation", {
      token: admin.token,
      body: { memberId: ids.buyer },
      headers: at("2034-01-01T12:00:00.000Z"),
    });
    const t = new URL(created.body.data!.url, "http://localhost").searchParams.get("t")!;
    const late = await worker.api("POST", "/auth/impersonate", {
      body: { om: ids.buyer, t },
      headers: at("2034-01-01T12:10:01.000Z"),
    });
    expect(late.status).toBe(400);

    const adminTarget = await worker.api("POST", "/admin/impersonation", {
      token: admin.token,
      body: { memberId: ids.admin },
    });
    expect(adminTarget.status).toBe(403);
    const missing = await worker.api("POST", "/admin/impersonation", {
      token: admin.token,
      body: { memberId: 999999 },
    });
    expect(missing.status).toBe(404);
    expect((await worker.api("POST", "/auth/impersonate", { body: { om: "abc" } })).status).toBe(400);
  });
});

describe("password reset", () => {
  interface OutboxMessage {
    to: string;
    subject: string;
    text: string;
  }
  const outbox = async () => (await worker.api<OutboxMessage[]>("GET", "/dev/outbox")).body.data!;
  const linkToken = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const requestReset = (email: string, headers: Record<string, string> = { "cf-connecting-ip": freshIp() }) =>
    worker.api("POST", "/password-reset/email", { body: { email }, headers });
  const setPassword = (
    body: Record<string, unknown>,
    headers: Record<string, string> = { "cf-connecting-ip": freshIp() },
  ) => worker.api("POST", "/password-reset/password", { body, headers });

  it("emails a one-time link to an active member, and only to one", async () => {
    const before = (await outbox()).length;
    for (const email of ["nobody@northfield.test", "pending@northfield.test"]) {
      const res = await requestReset(email);
      expect(res.status).toBe(200);
    }
    expect((await outbox()).length).toBe(before);

    const res = await requestReset("Reset@Northfield.test");
    expect(res.status).toBe(200);
    const [mail] = await outbox();
    expect(mail.to).toBe("reset@northfield.test");
    expect(mail.subject).toBe("Reset your Trade Auction password");
    expect(mail.text).toContain("Hello Rita,");
    expect(mail.text).toMatch(/http:\/\/localhost\/reset-password\/[A-Za-z0-9_-]{40,}/);
  });

  it("sets the new password with the link, once, and signs every device out", async () => {
    const before = await tokens("reset@northfield.test");
    await requestReset("reset@northfield.test");
    const token = linkToken((await outbox())[0].text)!;
    expect(token).toBeTruthy();

    const short = await setPassword({ password: "12345", passwordRepeat: "12345", token });
    expect(short.status).toBe(412);
    expect(short.body.fieldErrors).toEqual({ password: ["Password is too short - should be 6 chars minimum."] });
    const mismatch = await setPassword({ password: "NewPassword1", passwordRepeat: "NewPassword2", token });
    expect(mismatch.status).toBe(412);
    expect(mismatch.body.fieldErrors).toEqual({ passwordRepeat: ["Passwords must be the same"] });
    const empty = await setPassword({ token });
    expect(empty.body.fieldErrors).toMatchObject({
      password: ["Field is required"],
      passwordRepeat: ["Field is required"],
    });

    const done = await setPassword({ password: "NewPassword1", passwordRepeat: "NewPassword1", token });
    expect(done.status).toBe(200);
    expect((await login("reset@northfield.test", TEST_PASSWORD)).status).toBe(400);
    expect((await login("reset@northfield.test", "NewPassword1")).status).toBe(200);
    // Sessions from before the reset are over.
    const old = await worker.api("POST", "/auth/refresh-token", { body: { refreshToken: before.refreshToken } });
    expect(old.status).toBe(401);

    const reused = await setPassword({ password: "Another123", passwordRepeat: "Another123", token });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      errorCode: "RESET_TOKEN_INVALID",
      message: ERROR_MESSAGES.RESET_TOKEN_INVALID,
    });
  });

  it("refuses a link after an hour, and an unknown token", async () => {
    await requestReset("reset@northfield.test", at("2035-05-05T08:00:00.000Z", freshIp()));
    const token = linkToken((await outbox())[0].text)!;
    const late = await setPassword(
      { password: "Late12345", passwordRepeat: "Late12345", token },
      at("2035-05-05T09:00:01.000Z", freshIp()),
    );
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(ERROR_MESSAGES.RESET_TOKEN_INVALID);
    const unknown = await setPassword({ password: "Late12345", passwordRepeat: "Late12345", token: "made-up" });
    expect(unknown.status).toBe(400);
  });

  it("validates the email and limits requests per email and per IP with 429", async () => {
    const bad = await worker.api("POST", "/password-reset/email", { body: { email: "nope" } });
    expect(bad.status).toBe(412);
    expect(bad.body.fieldErrors).toEqual({ email: ["Invalid email format"] });
    const t0 = "2036-01-01T10:00:00.000Z";
    for (let i = 0; i < 5; i++) expect((await requestReset("nobody@example.test", at(t0, freshIp()))).status).toBe(200);
    const perEmail = await requestReset("nobody@example.test", at(t0, freshIp()));
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.message).toBe(ERROR_MESSAGES.PASSWORD_RESET_RATE_LIMITED);

    const ip = "203.0.113.200";
    for (let i = 0; i < 10; i++) expect((await requestReset(`someone${i}@example.test`, at(t0, ip))).status).toBe(200);
    expect((await requestReset("someone-else@example.test", at(t0, ip))).status).toBe(429);
  });
});

describe("bad input", () => {
  const endpoints = [
    "/auth/login",
    "/auth/refresh-token",
    "/auth/impersonate",
    "/password-reset/email",
    "/password-reset/password",
  ];
  it.each(endpoints)("%s never answers 500 to junk", async (path) => {
    for (const body of [
      "{not json",
      "[]",
      "42",
      '"text"',
      "null",
      JSON.stringify({ email: 5, password: [], refreshToken: {} }),
    ]) {
      const res = await worker.api("POST", path, { body, headers: { "cf-connecting-ip": freshIp() } });
      expect(res.status, `${path} with ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} with ${body}`).toBeLessThan(500);
      expect(typeof res.body.message).toBe("string");
    }
  });
});

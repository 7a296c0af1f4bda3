// The access token through jose: round trip, expiry at exactly `exp`, tampering, other algorithms.
import { describe, expect, it } from "vitest";
import { decodeToken, randomToken, signToken, verifyToken, type TokenClaims } from "./jwt";

const SECRET = "unit-secret-0123456789abcdef0123456789";
const iat = 1_800_000_000;
const claims: TokenClaims = {
  iat,
  exp: iat + 900,
  roles: ["DEALER"],
  isBuyer: true,
  isOwner: false,
  isSeller: false,
  isTransactionAcceptor: false,
  organizationId: 7,
  id: 42,
  status: "ACTIVE",
  _st: "stream",
  rv: 1,
};

describe("access tokens", () => {
  it("verifies what it signs and keeps every claim", async () => {
    const token = await signToken(claims, SECRET);
    expect(JSON.parse(atob(token.split(".")[0]))).toEqual({ alg: "HS256", typ: "JWT" });
    expect(await verifyToken(token, SECRET, iat * 1000)).toEqual({ ok: true, claims });
    expect(decodeToken(token)).toEqual(claims);
  });

  it("is expired from the second of exp on", async () => {
    const token = await signToken(claims, SECRET);
    expect((await verifyToken(token, SECRET, claims.exp * 1000 - 1)).ok).toBe(true);
    expect(await verifyToken(token, SECRET, claims.exp * 1000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses another secret, a changed payload, alg none and garbage", async () => {
    const token = await signToken(claims, SECRET);
    expect(await verifyToken(token, `${SECRET}x`, iat * 1000)).toEqual({ ok: false, reason: "invalid" });
    const [head, , sig] = token.split(".");
    const forged = btoa(JSON.stringify({ ...claims, roles: ["SUPER_ADMIN"] })).replace(/=+$/, "");
    expect((await verifyToken(`${head}.${forged}.${sig}`, SECRET, iat * 1000)).ok).toBe(false);
    const none = btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "");
    expect((await verifyToken(`${none}.${token.split(".")[1]}.`, SECRET, iat * 1000)).ok).toBe(false);
    expect((await verifyToken("not-a-token", SECRET, iat * 1000)).ok).toBe(false);
    expect(decodeToken("not-a-token")).toBeNull();
  });

  it("refuses a well-signed token whose claims are not ours", async () => {
    const { id: _id, ...rest } = claims;
    const token = await signToken(rest as TokenClaims, SECRET); // deliberately missing `id`
    expect(await verifyToken(token, SECRET, iat * 1000)).toEqual({ ok: false, reason: "invalid" });
  });

  it("makes url-safe random tokens", () => {
    expect(randomToken(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

// Decision 0267: before the member's row confirms it, a batched route's caller answers only what the
// verified token says; anything the row decides throws instead of answering the token's word for it.
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { allRoutes } from "../api-routes";
import { authenticateInBatch, pendingCaller } from "./auth-in-batch";
import { bearerToken, type Caller } from "./auth-context";
import { signToken, type TokenClaims } from "./jwt";
import type { Env } from "../env";

const claims = {
  id: 7,
  organizationId: 3,
  isBuyer: true,
  isOwner: false,
  isSeller: false,
  isTransactionAcceptor: false,
  roles: ["BUYER"],
  status: "ACTIVE",
  _st: "stream-7",
  rv: 2,
  exp: 0,
  iat: 0,
} satisfies TokenClaims;

describe("a caller awaiting its member row", () => {
  it("answers the token's id, organisation and claims at once", () => {
    const caller = pendingCaller(claims, () => null);
    expect([caller.id, caller.organizationId, caller.streamToken, caller.claims]).toEqual([7, 3, "stream-7", claims]);
  });

  it("throws on a role, a status or the organisation until confirmed, then answers the row's", () => {
    let confirmed: Caller | null = null;
    const caller = pendingCaller(claims, () => confirmed);
    expect(() => caller.isBuyer).toThrow(/before the member's row confirmed it/);
    expect(() => caller.organization).toThrow();
    expect(() => caller.status).toThrow();
    // The row says otherwise than the token: the row's word is what is read.
    confirmed = { id: 7, isBuyer: false, status: "ACTIVE", organization: null } as Caller; // only the fields read below
    expect(caller.isBuyer).toBe(false);
    expect(caller.organization).toBeNull();
  });
});

describe("a batched read within a page that already asked for the member", () => {
  const env = { JWT_SECRET: "unit-test-secret-0123456789abcdef0123" } as Env;
  // Only the statement's text is built here: a binding that answers nothing is enough.
  const db = getDb({ DB: { prepare: () => ({ bind: () => ({}) }) } as unknown as D1Database }); // prepare and bind only
  const requestWith = async () =>
    new Request("http://in-process/api/auction/search", {
      method: "POST",
      headers: { authorization: `Bearer ${await signToken({ ...claims, exp: 4_000_000_000 }, env.JWT_SECRET)}` },
    });

  it("uses a caller the page already has", async () => {
    const request = await requestWith();
    const known = { id: 7 } as Caller; // only its identity is compared
    const memo = new Map([[bearerToken(request)!, Promise.resolve(known)]]);
    const auth = await authenticateInBatch(request, env, db, memo);
    expect(auth.caller).toBe(known);
    expect(auth.read).toBeNull();
  });

  it("reads the member in its own batch rather than wait for another call still reading it", async () => {
    const request = await requestWith();
    const memo = new Map([[bearerToken(request)!, new Promise<Caller>(() => {})]]);
    const auth = await authenticateInBatch(request, env, db, memo);
    expect(auth.read).not.toBeNull();
    expect(auth.caller.id).toBe(7);
  });

  it("passes on a refusal the page already had", async () => {
    const request = await requestWith();
    const refused = Promise.reject(new Error("refused"));
    refused.catch(() => {});
    const memo = new Map([[bearerToken(request)!, refused as Promise<Caller>]]);
    await expect(authenticateInBatch(request, env, db, memo)).rejects.toThrow("refused");
  });
});

describe("the routes that read the member in their own batch", () => {
  // Each must write nothing (a write made before a refusal is found would stand): a route joins this
  // list only after that is checked, so the list is spelled out here.
  it("are these member reads, none with a guard", () => {
    const batched = allRoutes().filter((route) => route.memberInBatch);
    expect(batched.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      "GET /account/organization",
      "GET /account/organization-locations",
      "GET /account/organization-payment-method",
      "GET /account/profile",
      "GET /auction/{id}",
      "GET /organization-member-notice",
      "GET /organization-member-notification",
      "GET /organization-member-push-subscription",
      "POST /account/employee/search",
      "POST /account/statistic",
      "POST /auction/bids",
      "POST /auction/my-auctions/search",
      "POST /auction/search",
      "POST /organization-member-search-alert/read-all",
      "POST /organization/invoices",
      "POST /organization/transactions",
    ]);
    for (const route of batched) {
      expect(route.access).toBe("member");
      expect(route.guard).toBeUndefined();
    }
  });
});

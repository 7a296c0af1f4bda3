// Decision 0267: before the member's row confirms it, a batched route's caller answers only what the
// verified token says; anything the row decides throws instead of answering the token's word for it.
import { describe, expect, it } from "vitest";
import { pendingCaller } from "./auth-in-batch";
import type { Caller } from "./auth-context";
import type { TokenClaims } from "./jwt";

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

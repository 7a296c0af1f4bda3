// Fixtures for the ops console tests: a SUPER_ADMIN with a signed token, and the list of every
// /api/ops/* endpoint with a valid body, so access tests cover each one.
import { signToken } from "../../functions/api/jwt";
import { accessClaims, type MemberRow } from "../../functions/accounts/sign-in";
import { TEST_SECRETS, type TestWorker } from "./worker";

/** `impersonatorId`: the session is another administrator's, acting as this one. */
export async function createAdmin(
  worker: TestWorker,
  email = `admin${Date.now()}@tradeauction.test`,
  impersonatorId: number | null = null,
): Promise<{ id: number; token: string }> {
  const [row] = await worker.sql<{ id: number }>(
    `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, is_admin, status)
     VALUES (NULL, ?, 'not-used', 'Ada', 'Admin', 1, 'ACTIVE') RETURNING id`,
    email,
  );
  // Only the fields accessClaims reads.
  const member = {
    id: row.id,
    organizationId: null,
    isAdmin: true,
    isOwner: false,
    isBuyer: false,
    isSeller: false,
    isTransactionAcceptor: false,
    status: "ACTIVE",
    rolesVersion: 0,
  } as unknown as MemberRow;
  const claims = accessClaims(member, { remember: false, streamToken: `stream-${row.id}`, impersonatorId }, Date.now());
  return { id: row.id, token: await signToken(claims, TEST_SECRETS.JWT_SECRET) };
}

export interface OpsCall {
  method: string;
  path: string;
  body?: unknown;
}

/** Every ops endpoint, aimed at real ids so only access decides the answer. */
export function opsCalls(ids: {
  organizationId: number;
  memberId: number;
  changeId: number;
  feeId: number;
  feeInPence: number;
}): OpsCall[] {
  return [
    { method: "GET", path: "/ops/organizations?status=ALL" },
    { method: "POST", path: `/ops/organizations/${ids.organizationId}/approval`, body: {} },
    { method: "POST", path: `/ops/organizations/${ids.organizationId}/rejection`, body: {} },
    {
      method: "PUT",
      path: `/ops/organizations/${ids.organizationId}/blocks`,
      body: { buyerBlocked: true, sellerBlocked: true, organizationBlocked: true },
    },
    { method: "GET", path: "/ops/members?status=PENDING" },
    { method: "POST", path: `/ops/members/${ids.memberId}/approval`, body: {} },
    { method: "POST", path: `/ops/members/${ids.memberId}/rejection`, body: {} },
    { method: "POST", path: `/ops/members/${ids.memberId}/impersonation` },
    { method: "GET", path: "/ops/pending-changes" },
    { method: "POST", path: `/ops/pending-changes/${ids.changeId}/approval`, body: {} },
    { method: "POST", path: `/ops/pending-changes/${ids.changeId}/rejection`, body: {} },
    { method: "GET", path: "/ops/content-pages" },
    { method: "GET", path: "/ops/content-pages/terms-and-conditions" },
    { method: "PUT", path: "/ops/content-pages/terms-and-conditions", body: { title: "Hacked", html: "<p>x</p>" } },
    { method: "GET", path: "/ops/fee-settings" },
    { method: "PUT", path: "/ops/fee-settings", body: { fees: [{ id: ids.feeId, feeInPence: ids.feeInPence + 1 }] } },
    { method: "GET", path: "/ops/invoice-details" },
    {
      method: "PUT",
      path: "/ops/invoice-details",
      body: { name: "Hacked Ltd", address: "1 Road", city: "Leeds", postcode: "LS1 1AA", vatNumber: "GB123456789" },
    },
    { method: "GET", path: "/ops/audit" },
    // Any auction id: access is decided before the auction is looked up.
    { method: "POST", path: "/ops/auctions/1/restoration" },
    // Disputes: any id, for the same reason.
    { method: "GET", path: "/ops/disputes" },
    { method: "GET", path: "/ops/disputes/1" },
    { method: "POST", path: "/ops/disputes/1/decision", body: { outcome: "REJECTED" } },
  ];
}

// Seeds organisations and members straight into D1 for integration tests. Passwords are hashed
// here in Node (WebCrypto) with the same function the Worker uses.
import { hashPassword } from "../../functions/accounts/passwords";
import type { TestWorker } from "./worker";

export const TEST_PASSWORD = "Password123!";

let hashed: Promise<string> | undefined;
/** PBKDF2 is deliberately slow: hash the shared test password once per file. */
export function testPasswordHash(): Promise<string> {
  hashed ??= hashPassword(TEST_PASSWORD);
  return hashed;
}

export interface OrgSeed {
  name?: string;
  status?: "ACTIVE" | "PENDING" | "BLOCKED_DUE_TO_PAYMENT" | "BLOCKED";
  dealerType?: "FRANCHISED_DEALER" | "INDEPENDENT_DEALER";
}

let vatSerial = 0;

export async function seedOrganization(worker: TestWorker, seed: OrgSeed = {}): Promise<number> {
  const name = seed.name ?? `Org ${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await worker.sql<{ id: number }>(
    `INSERT INTO organizations (official_company_name, trade_name, vat_number, dealer_type, status)
     VALUES (?, ?, ?, ?, ?) RETURNING id`,
    `${name} Ltd`,
    name,
    // Unique: organisations.vat_number has a unique index (registration refuses duplicates).
    `GB3${String(++vatSerial).padStart(8, "0")}`,
    seed.dealerType ?? "FRANCHISED_DEALER",
    seed.status ?? "ACTIVE",
  );
  return row.id;
}

export interface MemberSeed {
  email: string;
  organizationId?: number | null;
  firstName?: string;
  lastName?: string;
  status?: "ACTIVE" | "PENDING" | "REJECTED";
  isOwner?: boolean;
  isBuyer?: boolean;
  isSeller?: boolean;
  isTransactionAcceptor?: boolean;
  isAdmin?: boolean;
  passwordHash?: string;
}

export async function seedMember(worker: TestWorker, seed: MemberSeed): Promise<number> {
  const flag = (v: boolean | undefined) => (v ? 1 : 0);
  const [row] = await worker.sql<{ id: number }>(
    `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, status,
       is_owner, is_buyer, is_seller, is_transaction_acceptor, is_admin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    seed.organizationId ?? null,
    seed.email,
    seed.passwordHash ?? (await testPasswordHash()),
    seed.firstName ?? "Test",
    seed.lastName ?? "Member",
    seed.status ?? "ACTIVE",
    flag(seed.isOwner),
    flag(seed.isBuyer),
    flag(seed.isSeller),
    flag(seed.isTransactionAcceptor),
    flag(seed.isAdmin),
  );
  return row.id;
}

/** Decodes a JWT's payload without checking it (the tests check the API's claims, not crypto). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1];
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
}

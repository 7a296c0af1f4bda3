// Fixtures for the live-event tests: organisations, members, a signed-in web session cookie minted
// exactly as the app signs it, auction rows, and a small Server-Sent Events reader.
import { createDraftAuction, type MemberFixture } from "./fixtures";
import type { Env } from "../../functions/env";
import { signToken, ACCESS_TOKEN_TTL_SECONDS } from "../../functions/api/jwt";
import { sessionStorage } from "../../app/sessions/session.server";
import type { AuctionStatus, PublishTarget } from "../../functions/contract/auctions";
import { TEST_SECRETS, type TestWorker } from "./worker";

let serial = 0;

export async function createGroup(worker: TestWorker, name = `Group ${++serial}`): Promise<number> {
  const [row] = await worker.sql<{ id: number }>(
    "INSERT INTO organization_groups (name) VALUES (?) RETURNING id",
    name,
  );
  return row.id;
}

export async function createOrganization(worker: TestWorker, groupId: number | null = null): Promise<number> {
  const n = ++serial;
  const [row] = await worker.sql<{ id: number }>(
    `INSERT INTO organizations (official_company_name, trade_name, vat_number, dealer_type, group_id)
     VALUES (?, ?, ?, 'INDEPENDENT_DEALER', ?) RETURNING id`,
    `Dealer ${n} Ltd`,
    `Dealer ${n}`,
    // Its own range: VAT numbers are unique (registration) and tests may mix both fixture modules.
    `GB${200000000 + n}`,
    groupId,
  );
  return row.id;
}

export interface TestMember {
  id: number;
  organizationId: number;
  isBuyer: boolean;
  isSeller: boolean;
  streamToken: string;
  cookie: string;
}

/** An ACTIVE member with a web session cookie (name=value) as the sign-in would set it. */
export async function createMember(
  worker: TestWorker,
  organizationId: number,
  roles: { isBuyer?: boolean; isSeller?: boolean } = {},
): Promise<TestMember> {
  const isBuyer = roles.isBuyer ?? true;
  const isSeller = roles.isSeller ?? true;
  const n = ++serial;
  const [row] = await worker.sql<{ id: number }>(
    `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, is_buyer, is_seller, status)
     VALUES (?, ?, 'not-used', 'Test', ?, ?, ?, 'ACTIVE') RETURNING id`,
    organizationId,
    `live-member${n}@dealer.test`, // apart from fixtures.ts, whose counter is its own
    `Member${n}`,
    isBuyer ? 1 : 0,
    isSeller ? 1 : 0,
  );
  const streamToken = `st-${n}-${Math.random().toString(36).slice(2)}`;
  const iat = Math.floor(Date.now() / 1000);
  const token = await signToken(
    {
      iat,
      exp: iat + ACCESS_TOKEN_TTL_SECONDS,
      roles: [],
      isBuyer,
      isOwner: false,
      isSeller,
      isTransactionAcceptor: false,
      organizationId,
      id: row.id,
      status: "ACTIVE",
      _st: streamToken,
      rv: 0,
    },
    TEST_SECRETS.JWT_SECRET,
  );
  const storage = sessionStorage({ SESSION_SECRET: TEST_SECRETS.SESSION_SECRET, APP_ENV: "test" } as Env);
  const session = await storage.getSession();
  session.set("accessToken", token);
  session.set("refreshToken", "not-used");
  session.set("rememberMe", false);
  session.set("lastActivity", Date.now());
  const setCookie = await storage.commitSession(session);
  return { id: row.id, organizationId, isBuyer, isSeller, streamToken, cookie: setCookie.split(";")[0] };
}

/**
 * Inserts an auction row. The auctions table belongs to the auction engine; until that schema is
 * present this creates the four columns the live routes read. With the engine's table, columns that
 * need a value get a neutral one; if that is not enough, swap this for the engine's own factory.
 */
export async function insertAuction(
  worker: TestWorker,
  auction: { organizationId: number; status: AuctionStatus; publishTarget: PublishTarget },
): Promise<number> {
  // A real listing from the engine's fixtures, then moved straight to the state under test: the
  // live routes read status, publish target, the seller organisation and the group recorded at
  // launch (set here from the seller's organisation, as launch does).
  const [member] = await worker.sql<{ id: number }>(
    "SELECT id FROM members WHERE organization_id = ? ORDER BY id LIMIT 1",
    auction.organizationId,
  );
  if (!member) throw new Error(`organisation ${auction.organizationId} has no member to sell with`);
  const draft = await createDraftAuction(worker, {
    id: member.id,
    organizationId: auction.organizationId,
  } as MemberFixture);
  await worker.sql(
    `UPDATE auctions SET status = ?, publish_target = ?,
       group_id = (SELECT o.group_id FROM organizations o WHERE o.id = auctions.organization_id) WHERE id = ?`,
    auction.status,
    auction.publishTarget,
    draft.auctionId,
  );
  return draft.auctionId;
}

export interface SseMessage {
  event: string;
  data: string;
}

export interface SseClient {
  response: Response;
  /** The next event other than the heartbeat. */
  next(): Promise<SseMessage>;
  close(): Promise<void>;
}

export async function openSse(worker: TestWorker, path: string, cookie?: string): Promise<SseClient> {
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (cookie) headers.cookie = cookie;
  // Aborting the request, not only cancelling the body, is what makes undici drop the connection.
  const abort = new AbortController();
  const response = await worker.fetch(path, { headers, redirect: "manual", signal: abort.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    response,
    async next() {
      if (!reader) throw new Error(`no stream: ${response.status}`);
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = { event: "message", data: "" };
          for (const line of frame.split("\n")) {
            if (line.startsWith("event: ")) message.event = line.slice(7);
            else if (line.startsWith("data: ")) message.data += line.slice(6);
          }
          if (message.event !== "heartbeat") return message;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    },
    async close() {
      abort.abort();
      await reader?.cancel().catch(() => undefined);
    },
  };
}

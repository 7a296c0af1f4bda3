// A read route's authentication inside its own D1 batch (decision 0267). Authenticating first costs
// a page a D1 round trip before its data: the member's read, then the handler's batch. A route marked
// `memberInBatch` gets a caller built from the verified token and the member's statement; its
// handler runs that statement in its batch and confirms the caller from the answer before it uses
// anything the row decides. Whatever the handler does, the router settles afterwards: a caller never
// confirmed is read then, and a refusal replaces the handler's answer, so such a route answers exactly
// what authenticating first would have. Only for routes that write nothing.
import type { Env } from "../env";
import type { Db } from "../db/client";
import { bearerToken, callerFrom, type Caller, type CallerMemo } from "./auth-context";
import { verifyToken, type TokenClaims } from "./jwt";
import { unauthorized } from "./http";
import { memberQuery, memberRecordOf, memberStatement, type MemberRecord } from "./member-read";
import { rememberMember } from "./member-cache";

/** What a handler adds to its D1 batch (raw or Drizzle), and how its row becomes the caller. */
export interface MemberRead {
  statement: D1PreparedStatement;
  query(db: Db): ReturnType<typeof memberQuery>;
  /** The caller from the statement's row (undefined: none); throws the refusal authentication answers. */
  confirm(row: Record<string, unknown> | undefined): Caller;
}

export interface BatchedAuth {
  /** Before confirmation only id, organizationId, claims, streamToken and impersonatorId may be read. */
  caller: Caller;
  /** Null when this page request has already authenticated the token (nothing to read). */
  read: MemberRead | null;
  /** After the handler: reads the member if the handler did not, and throws the refusal if any. */
  settle(): Promise<void>;
}

/** What only the member's row decides: read before confirmation, each throws. */
const CONFIRMED_FIELDS = [
  ...["isOwner", "isBuyer", "isSeller", "isTransactionAcceptor", "isAdmin"],
  ...["status", "organizationStatus", "organization", "record"],
] as const satisfies readonly (keyof Caller)[];
type FromToken = "id" | "organizationId" | "streamToken" | "impersonatorId" | "claims";
// Every field of Caller is either the token's or the row's: a new field must be sorted into one.
const everyFieldSorted: Record<Exclude<keyof Caller, FromToken | (typeof CONFIRMED_FIELDS)[number]>, never> = {};
void everyFieldSorted;

export function pendingCaller(claims: TokenClaims, confirmed: () => Caller | null): Caller {
  const fromToken: Pick<Caller, FromToken> = {
    id: claims.id,
    organizationId: claims.organizationId,
    streamToken: claims._st,
    impersonatorId: claims.imp,
    claims,
  };
  for (const field of CONFIRMED_FIELDS) {
    Object.defineProperty(fromToken, field, {
      enumerable: true,
      get() {
        const caller = confirmed();
        if (!caller) throw new Error(`caller.${field} read before the member's row confirmed it (decision 0267)`);
        return caller[field];
      },
    });
  }
  return fromToken as Caller; // the remaining fields are the getters defined just above
}

/**
 * `d1.batch(statements)` with the member's read last when given, confirmed from its row before the
 * other results are answered (without the member's).
 */
export async function batchWithMember(
  d1: D1Database,
  statements: D1PreparedStatement[],
  member: MemberRead | null | undefined,
): Promise<D1Result[]> {
  const results = await d1.batch(member ? [...statements, member.statement] : statements);
  if (member) member.confirm(results.pop()?.results[0] as Record<string, unknown> | undefined);
  return results;
}

/**
 * One statement's answer, in the same round trip as the member's row when the route reads it; alone
 * (no batch, so no transaction around it) when it does not.
 */
export async function readWithMember(
  d1: D1Database,
  statement: D1PreparedStatement,
  member: MemberRead | null | undefined,
): Promise<D1Result> {
  if (!member) return statement.all();
  const [result] = await batchWithMember(d1, [statement], member);
  return result!;
}

/** Promise.race's answer when the memo's caller is still being read: an already settled one wins it. */
const STILL_READING: unique symbol = Symbol("still reading");

export async function authenticateInBatch(
  request: Request,
  env: Env,
  db: Db,
  memo: CallerMemo | undefined,
): Promise<BatchedAuth> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const known = memo?.get(token);
  // A caller this page request already has is used as it is. One another call is still reading is
  // not waited for: reading it again in this batch costs a statement, waiting costs a round trip.
  const settled = known ? await Promise.race([known, Promise.resolve(STILL_READING)]) : STILL_READING;
  if (settled !== STILL_READING) return { caller: settled, read: null, settle: async () => {} };
  const verified = await verifyToken(token, env.JWT_SECRET, Date.now());
  if (!verified.ok) throw unauthorized();
  const { claims } = verified;
  let outcome: { caller: Caller } | { refusal: unknown } | null = null;
  let answerMemo: (outcome: { caller: Caller } | { refusal: unknown }) => void = () => {};
  // Unless another call claimed it while the token was verified: then each reads its own.
  if (memo && !memo.has(token)) {
    // Other calls of the same page wait for this one's answer instead of reading the member again.
    const answer = new Promise<Caller>((resolve, reject) => {
      answerMemo = (o) => ("caller" in o ? resolve(o.caller) : reject(o.refusal));
    });
    answer.catch(() => {}); // the refusal is this call's to answer; a waiting call gets it too
    memo.set(token, answer);
  }
  const confirmWith = (record: MemberRecord | null): Caller => {
    rememberMember(claims.id, record);
    try {
      // A token names its organisation; a member found in another is not the token's member.
      const own = record && record.member.organizationId === claims.organizationId ? record : null;
      outcome = { caller: callerFrom(own, claims) };
    } catch (refusal) {
      outcome = { refusal };
    }
    answerMemo(outcome);
    if ("refusal" in outcome) throw outcome.refusal;
    return outcome.caller;
  };
  const decided = (): Caller => {
    if (outcome && "refusal" in outcome) throw outcome.refusal;
    return (outcome as { caller: Caller }).caller;
  };
  return {
    caller: pendingCaller(claims, () => (outcome && "caller" in outcome ? outcome.caller : null)),
    read: {
      // Built when a raw D1 batch asks for it: the detail's Drizzle batch takes `query` instead.
      get statement() {
        return memberStatement(db, claims.id);
      },
      query: (batchDb) => memberQuery(batchDb, claims.id),
      confirm: (row) => (outcome ? decided() : confirmWith(memberRecordOf(row))),
    },
    settle: async () => {
      if (!outcome) confirmWith(memberRecordOf(await memberStatement(db, claims.id).first()));
      else decided();
    },
  };
}

// Who may use the account area calls (spec 000 section 6): every call needs a member of an
// organisation (an administrator has none); company edits and employees need its owner.
import type { Caller } from "../api/auth-context";
import { forbidden, json, notFound } from "../api/http";
import type { Route } from "../api/types";
import type { MemberRead } from "../api/auth-in-batch";

export interface OrgCaller extends Caller {
  organizationId: number;
}

export function requireOrgMember(caller: Caller): OrgCaller {
  if (caller.organizationId === null) throw forbidden();
  return caller as OrgCaller;
}

export function requireOrgOwner(caller: Caller): OrgCaller {
  const member = requireOrgMember(caller);
  if (!member.isOwner) throw forbidden();
  return member;
}

/** A GET of one of the caller's organisation's own records (its details, the caller's profile): 404 once it is gone. */
export function ownRecord<T>(
  read: (d1: D1Database, caller: OrgCaller, member?: MemberRead | null) => Promise<T | null>,
): Route["handler"] {
  // A `memberInBatch` route's read takes the member's statement into its own batch (decision 0267).
  return async ({ env, caller, memberRead }) => {
    const found = await read(env.DB, requireOrgMember(caller), memberRead);
    if (!found) throw notFound();
    return json(found);
  };
}

/** A path id; anything else names nothing (404, never 500). */
export function pathId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

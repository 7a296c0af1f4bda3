// Who may use the account area calls (spec 000 section 6): every call needs a member of an
// organisation (an administrator has none); company edits and employees need its owner.
import type { Caller } from "../api/auth-context";
import { forbidden } from "../api/http";

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

/** A path id; anything else names nothing (404, never 500). */
export function pathId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// Who may use the wizard's calls (spec 001 section 6): members of an organisation who sell, or
// its owner. Anyone else is refused before any data is read.
import type { ApiContext } from "../api/types";
import { forbidden } from "../api/http";
import { ACCESS_MESSAGES } from "../contract/messages/auction";

export function requireSellerCaller(c: ApiContext): number {
  const org = c.caller.organizationId;
  if (org === null || !(c.caller.isSeller || c.caller.isOwner)) throw forbidden(ACCESS_MESSAGES.NOT_SELLER);
  return org;
}

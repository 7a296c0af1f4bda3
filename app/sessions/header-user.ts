import type { TokenClaims } from "~contract/token";
import { SUPER_ADMIN_ROLE } from "~contract/accounts";

/** What the header and guards need to know about the signed-in user (spec 000 section 3 auth state). */
export interface HeaderUser {
  id: number;
  organizationId: number | null;
  isAdmin: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isOwner: boolean;
  status: string;
  /** When the organisation's free trial ends (no fees before it), for what a purchase will cost. */
  freeTrialEndsOn: string | null;
}

export function headerUser(claims: TokenClaims): HeaderUser {
  return {
    id: claims.id,
    organizationId: claims.organizationId,
    isAdmin: claims.roles.includes(SUPER_ADMIN_ROLE),
    isBuyer: claims.isBuyer,
    isSeller: claims.isSeller,
    isOwner: claims.isOwner,
    status: claims.status,
    freeTrialEndsOn: claims.freeTrialEndsOn ?? null,
  };
}

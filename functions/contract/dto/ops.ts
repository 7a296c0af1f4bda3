// Shapes of the ops console's API answers (/api/ops/*), shared by the API and the /ops screens.
import type { OpsAction } from "../messages/ops";

export interface OpsOrganization {
  id: number;
  tradeName: string;
  officialCompanyName: string;
  vatNumber: string;
  companyRegisterNumber: string | null;
  dealerType: string;
  isBuyer: boolean;
  isSeller: boolean;
  isTransactionManagement: boolean;
  status: string;
  buyerBlocked: boolean;
  sellerBlocked: boolean;
  email: string | null;
  landlinePhoneNumber: string | null;
  createdOn: string;
  owner: { id: number; email: string; name: string; status: string } | null;
  memberCount: number;
}

export interface OpsMember {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  position: string | null;
  status: string;
  isOwner: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isTransactionAcceptor: boolean;
  organizationId: number | null;
  tradeName: string | null;
  createdOn: string;
}

export interface OpsPendingChange {
  id: number;
  organizationId: number;
  tradeName: string;
  kind: "LOCATION" | "LANDLINE";
  /** What the organisation asked for, in words (the payload read for people). */
  summary: string;
  /** What is in place today, in words, when there is something. */
  current: string | null;
  createdOn: string;
}

export interface OpsFeeBand {
  id: number;
  upToInPence: number | null;
  feeInPence: number;
}

export interface OpsFeeSettings {
  /** Spec 001 section 9 fixes these: shown, not editable. */
  buyerBands: { upToInPence: number | null; feeInPence: number }[];
  sellerBands: OpsFeeBand[];
  launchFee: OpsFeeBand | null;
}

export interface OpsContentPageSummary {
  slug: string;
  title: string;
  updatedOn: string;
}

export interface OpsContentPage extends OpsContentPageSummary {
  html: string;
}

export interface OpsAuditEntry {
  id: number;
  action: OpsAction;
  actor: { id: number; email: string };
  targetType: string;
  targetId: string;
  detail: Record<string, unknown> | null;
  createdOn: string;
}

export interface OpsPage<T> {
  content: T[];
  totalElements: number;
  last: boolean;
}

export interface OpsImpersonationLink {
  url: string;
  expiresOn: string;
}

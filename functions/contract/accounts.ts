// Enumerations of spec 000 section 3, shared by the schema, the API, the UI and the tests.
export const DEALER_TYPES = ["FRANCHISED_DEALER", "INDEPENDENT_DEALER"] as const;
export type DealerType = (typeof DEALER_TYPES)[number];
export const DEALER_TYPE_LABELS: Record<DealerType, string> = {
  FRANCHISED_DEALER: "Franchised Dealer",
  INDEPENDENT_DEALER: "Independent Dealer",
};

export const ORGANIZATION_ROLES = ["BUYER", "SELLER", "TRANSACTION_MANAGEMENT"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
export const ORGANIZATION_ROLE_LABELS: Record<OrganizationRole, string> = {
  BUYER: "Buyer",
  SELLER: "Seller",
  TRANSACTION_MANAGEMENT: "Transaction management",
};

export const ORGANIZATION_STATUSES = ["ACTIVE", "PENDING", "BLOCKED_DUE_TO_PAYMENT", "BLOCKED"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

export const MEMBER_STATUSES = ["ACTIVE", "PENDING", "REJECTED"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  ACTIVE: "Accepted",
  PENDING: "In verification",
  REJECTED: "Rejected",
};

export const LOCATION_STATUSES = ["ACTIVE", "PENDING"] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

export const POSITIONS = [
  "OWNER",
  "MANAGING_DIRECTOR",
  "OPERATIONS_DIRECTOR",
  "DEALER_PRINCIPLE",
  "HEAD_OF_BUSINESS",
  "GENERAL_MANAGER",
  "SALES_MANAGER",
  "SALES_CONTROLLER",
  "SALES_EXECUTIVE",
  "TRADE_DISPOSALS",
  "GROUP_BUYER",
  "BUYER",
] as const;
export type Position = (typeof POSITIONS)[number];

export const PAYMENT_METHODS = ["CREDIT_CARD", "DIRECT_DEBIT", "BASED_ON_THE_INVOICE"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CONTACT_TYPES = ["SELLING", "BUYING", "BOTH"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const SUPER_ADMIN_ROLE = "SUPER_ADMIN";
export const DEALER_ROLE = "DEALER";

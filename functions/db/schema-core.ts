// The core tables (organisations, members, locations, makes and models, sessions, email outbox):
// the other schema-*.ts files refer to these, so this file imports none of them.
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  DEALER_TYPES,
  LOCATION_STATUSES,
  MEMBER_STATUSES,
  ORGANIZATION_STATUSES,
  PAYMENT_METHODS,
  POSITIONS,
  CONTACT_TYPES,
} from "../contract/accounts";

/** An ISO 8601 UTC timestamp, the default of every `*_on` column that records when a row was made. */
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
/** Column builders every table repeats; one call a column, since drizzle binds a builder to one table. */
export const createdOn = () => text("created_on").notNull().default(now);
export const serialId = () => integer("id").primaryKey({ autoIncrement: true });
/** A required foreign key; no cascade unless `actions` asks (such rows are never orphaned). */
export const requiredRef = <N extends string>(
  column: N,
  target: () => AnySQLiteColumn,
  actions?: Parameters<ReturnType<typeof integer>["references"]>[1],
) => integer(column).notNull().references(target, actions);
/** The owning organisation or member of a row. */
export const organizationRef = () => requiredRef("organization_id", () => organizations.id);
export const memberRef = () => requiredRef("member_id", () => members.id);

export const organizationGroups = sqliteTable("organization_groups", {
  id: serialId(),
  name: text("name").notNull().unique(),
  createdOn: createdOn(),
});

export const organizations = sqliteTable(
  "organizations",
  {
    id: serialId(),
    officialCompanyName: text("official_company_name").notNull(),
    tradeName: text("trade_name").notNull(),
    vatNumber: text("vat_number").notNull(),
    companyRegisterNumber: text("company_register_number"),
    dealerType: text("dealer_type", { enum: DEALER_TYPES }).notNull(),
    // Organisation-level roles chosen at registration (Buyer, Seller, Transaction management).
    isBuyer: integer("is_buyer", { mode: "boolean" }).notNull().default(true),
    isSeller: integer("is_seller", { mode: "boolean" }).notNull().default(true),
    isTransactionManagement: integer("is_transaction_management", { mode: "boolean" }).notNull().default(false),
    groupId: integer("group_id").references(() => organizationGroups.id),
    status: text("status", { enum: ORGANIZATION_STATUSES }).notNull().default("ACTIVE"),
    buyerBlocked: integer("buyer_blocked", { mode: "boolean" }).notNull().default(false),
    sellerBlocked: integer("seller_blocked", { mode: "boolean" }).notNull().default(false),
    email: text("email"),
    phoneNumber: text("phone_number"),
    mobileNumber: text("mobile_number"),
    landlinePhoneNumber: text("landline_phone_number"),
    landlinePhoneNumberIsPending: integer("landline_pending", { mode: "boolean" }).notNull().default(false),
    website: text("website"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }),
    cardLast4: text("card_last4"),
    stripeCustomerId: text("stripe_customer_id"),
    /** The saved card or Bacs mandate's Stripe payment method that fees are charged to. */
    stripePaymentMethodId: text("stripe_payment_method_id"),
    /** When the owner last saved a card or mandate: failed fees are retried after this (decision 0051). */
    paymentMethodUpdatedOn: text("payment_method_updated_on"),
    trialStartedOn: text("trial_started_on").notNull().default(now),
    version: integer("version").notNull().default(0),
    createdOn: createdOn(),
  },
  // Registration refuses a second organisation with the same VAT number; the index makes a race lose.
  (t) => [
    index("organizations_group_idx").on(t.groupId),
    uniqueIndex("organizations_vat_idx").on(t.vatNumber),
    // Stripe webhooks name the customer; this finds its organisation.
    index("organizations_stripe_customer_idx").on(t.stripeCustomerId),
  ],
);

export const postalCodes = sqliteTable("postal_codes", {
  id: serialId(),
  postcode: text("postcode").notNull().unique(),
  latitude: real("latitude"),
  longitude: real("longitude"),
  // DIRECTORY: imported from the ONS Postcode Directory; SAMPLE: the bundled sample; OUTCODE: a
  // full postcode accepted locally by its outward code, at that code's centroid (decision 0030).
  source: text("source", { enum: ["DIRECTORY", "SAMPLE", "OUTCODE"] })
    .notNull()
    .default("DIRECTORY"),
});

export const locations = sqliteTable(
  "locations",
  {
    id: serialId(),
    organizationId: organizationRef(),
    postalCodeId: requiredRef("postal_code_id", () => postalCodes.id),
    address: text("address").notNull(),
    address2: text("address2"),
    city: text("city").notNull(),
    county: text("county").notNull(),
    isMain: integer("is_main", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: LOCATION_STATUSES }).notNull().default("ACTIVE"),
    version: integer("version").notNull().default(0),
    createdOn: createdOn(),
  },
  (t) => [index("locations_org_idx").on(t.organizationId)],
);

export const members = sqliteTable(
  "members",
  {
    id: serialId(),
    organizationId: integer("organization_id").references(() => organizations.id),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    position: text("position", { enum: POSITIONS }),
    locationId: integer("location_id").references(() => locations.id),
    isOwner: integer("is_owner", { mode: "boolean" }).notNull().default(false),
    isBuyer: integer("is_buyer", { mode: "boolean" }).notNull().default(false),
    isSeller: integer("is_seller", { mode: "boolean" }).notNull().default(false),
    isTransactionAcceptor: integer("is_transaction_acceptor", { mode: "boolean" }).notNull().default(false),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: MEMBER_STATUSES }).notNull().default("PENDING"),
    acceptNewsletter: integer("accept_newsletter", { mode: "boolean" }).notNull().default(false),
    // Bumped when roles change so tokens carrying old roles are refused (DEALER_ROLES_STALE).
    rolesVersion: integer("roles_version").notNull().default(0),
    /** The listing description the wizard offers this seller as a starting point. */
    defaultDescription: text("default_description"),
    version: integer("version").notNull().default(0),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex("members_email_idx").on(t.email), index("members_org_idx").on(t.organizationId)],
);

export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: memberRef(),
    impersonatorId: integer("impersonator_id").references(() => members.id),
    expiresOn: text("expires_on").notNull(),
    revokedOn: text("revoked_on"),
    createdOn: createdOn(),
  },
  (t) => [index("refresh_tokens_member_idx").on(t.memberId)],
);

export const passwordResetTokens = sqliteTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: memberRef(),
  expiresOn: text("expires_on").notNull(),
  usedOn: text("used_on"),
  createdOn: createdOn(),
});

// One-time links an administrator creates to sign in as a member (`/impersonate?om=&t=`).
export const impersonationTokens = sqliteTable("impersonation_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: memberRef(),
  adminId: requiredRef("admin_id", () => members.id),
  expiresOn: text("expires_on").notNull(),
  usedOn: text("used_on"),
  createdOn: createdOn(),
});

export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

export const vehicleMakes = sqliteTable("vehicle_makes", {
  id: serialId(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  logoUrl: text("logo_url"),
});

export const vehicleModels = sqliteTable(
  "vehicle_models",
  {
    id: serialId(),
    makeId: requiredRef("make_id", () => vehicleMakes.id),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("vehicle_models_make_name_idx").on(t.makeId, t.name)],
);

export const contentPages = sqliteTable("content_pages", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  // Sanitised when saved, so it can be rendered as HTML.
  html: text("html").notNull(),
  updatedOn: text("updated_on").notNull().default(now),
});

export const contactMessages = sqliteTable("contact_messages", {
  id: serialId(),
  type: text("type", { enum: CONTACT_TYPES }).notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  contactNumber: text("contact_number").notNull(),
  message: text("message").notNull(),
  createdOn: createdOn(),
});

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: serialId(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: text("status", { enum: ["QUEUED", "SENT", "FAILED"] })
      .notNull()
      .default("QUEUED"),
    error: text("error"),
    sentOn: text("sent_on"),
    createdOn: createdOn(),
  },
  (t) => [index("email_outbox_to_idx").on(t.toAddress)],
);

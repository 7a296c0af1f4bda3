// POST /registration (spec 000 sections 2 and 4): the organisation, PENDING verification with its
// free trial starting now, its main location and its owner, in one D1 batch (one transaction), so a
// failure leaves nothing behind and the unique email and VAT indexes stop a racing duplicate.
import type { Env } from "../env";
import type { OrganizationForm, OrganizationRoleForm, MainProfileForm, CreditCardForm } from "../contract/registration";
import type { ResolvedPostcode } from "../postcodes/resolve";
import { hashPassword } from "../accounts/passwords";

export interface NewRegistration {
  role: OrganizationRoleForm;
  organization: OrganizationForm;
  profile: MainProfileForm;
  card: CreditCardForm | null;
  /** The card as the provider saved it (attached, default), or null when there is none or it failed. */
  savedCard: { paymentMethodId: string; last4: string | null } | null;
  postcode: ResolvedPostcode;
  nowIso: string;
}

export const normalVatNumber = (vat: string) => vat.replace(/\s+/g, "").toUpperCase();

export async function createRegistration(
  env: Pick<Env, "DB">,
  r: NewRegistration,
): Promise<{ organizationId: number; memberId: number }> {
  const o = r.organization;
  const p = r.profile;
  const has = (role: string) => (r.role.roles as string[]).includes(role);
  const email = p.email.trim().toLowerCase();
  const passwordHash = await hashPassword(p.password);
  const db = env.DB;
  const results = await db.batch<{ id: number; organizationId?: number }>([
    db
      .prepare(
        `INSERT INTO organizations (official_company_name, trade_name, vat_number, company_register_number, dealer_type,
           is_buyer, is_seller, is_transaction_management, status, email, phone_number, mobile_number,
           landline_phone_number, website, stripe_customer_id, payment_method, stripe_payment_method_id, card_last4,
           payment_method_updated_on, trial_started_on, created_on)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        o.officialCompanyName,
        o.tradeName,
        normalVatNumber(o.vatNumber),
        o.companyRegisterNumber ?? null,
        r.role.organizationRole,
        has("BUYER") ? 1 : 0,
        has("SELLER") ? 1 : 0,
        has("TRANSACTION_MANAGEMENT") ? 1 : 0,
        email,
        o.phoneNumber,
        o.mobileNumber ?? null,
        o.phoneNumber,
        o.website ?? null,
        r.card?.stripeCustomerId ?? null,
        r.savedCard ? "CREDIT_CARD" : null,
        r.savedCard?.paymentMethodId ?? null,
        r.savedCard?.last4 ?? null,
        r.savedCard ? r.nowIso : null,
        r.nowIso,
        r.nowIso,
      ),
    db
      .prepare(
        `INSERT INTO locations (organization_id, postal_code_id, address, address2, city, county, is_main)
         VALUES (last_insert_rowid(), ?, ?, ?, ?, ?, 1) RETURNING id`,
      )
      .bind(r.postcode.id, o.address, o.address2 ?? null, o.city, o.county),
    // The owner may sign in at once (ACTIVE member); the organisation stays PENDING until the team
    // verifies it, and a PENDING organisation can neither buy nor sell (decision 0031).
    db
      .prepare(
        `INSERT INTO members (organization_id, location_id, email, password_hash, first_name, last_name, phone_number,
           position, is_owner, is_buyer, is_seller, is_transaction_acceptor, status, accept_newsletter)
         SELECT organization_id, id, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, 'ACTIVE', ? FROM locations WHERE id = last_insert_rowid()
         RETURNING id, organization_id AS organizationId`,
      )
      .bind(
        email,
        passwordHash,
        p.firstName,
        p.lastName,
        o.mobileNumber ?? o.phoneNumber,
        p.position,
        has("BUYER") ? 1 : 0,
        has("SELLER") ? 1 : 0,
        has("TRANSACTION_MANAGEMENT") ? 1 : 0,
        p.acceptNewsletter ? 1 : 0,
      ),
  ]);
  const member = results[2].results[0];
  return { organizationId: Number(member.organizationId), memberId: member.id };
}

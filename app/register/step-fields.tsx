// The fields of each registration step (spec 000 section 2). Every input takes its value from
// conform (the draft, or what was just posted), so typed input survives errors and steps back.
import type { FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  DEALER_TYPES,
  DEALER_TYPE_LABELS,
  ORGANIZATION_ROLES,
  ORGANIZATION_ROLE_LABELS,
  POSITIONS,
} from "~contract/accounts";
import { REGISTRATION_MESSAGES as M } from "~contract/messages/registration";
import type { FeeBand } from "~contract/dto/registration";
import { CheckboxField, ChoiceGroup, Field, SelectField } from "~/components/form";
import { formatPounds } from "~contract/money";
import { feeBandLabel } from "~contract/fee-bands";
import { RegistrationCard } from "~/payments/registration-card";
import { TableWrap } from "~/components/table-wrap";

// Field metadata of an untyped step form: each step's fields are known by name only.
type Fields = Record<string, FieldMetadata<unknown>>;

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);

/**
 * Step 1. The roles come first, then the dealer type: with JavaScript, choosing the type once a role
 * is ticked sends the step (spec 000: "validated on selection, then the next step follows"). The
 * seller fee table shows while Seller is ticked by a CSS rule (register.css), so it works without
 * JavaScript too.
 */
export function RoleStep({ fields, fees }: { fields: Fields; fees: FeeBand[] }) {
  const [chosen, setChosen] = useState<string[]>(asList(fields.roles.initialValue));
  const hydrated = useHydrated();
  const toggle = (role: string, on: boolean) =>
    setChosen((now) => {
      const next = on ? [...now, role] : now.filter((r) => r !== role);
      // Removing Seller removes Transaction management (spec 000 section 4).
      return next.includes("SELLER") ? next : next.filter((r) => r !== "TRANSACTION_MANAGEMENT");
    });
  const roles = ORGANIZATION_ROLES.map((role) => ({
    value: role,
    label: ORGANIZATION_ROLE_LABELS[role],
    // Only once JavaScript runs: without it the visitor could not tick Seller, then this.
    disabled: hydrated && role === "TRANSACTION_MANAGEMENT" && !chosen.includes("SELLER"),
  }));
  return (
    <>
      <ChoiceGroup
        legend="What will you do on Trade Auction?"
        field={fields.roles}
        type="checkbox"
        choices={roles}
        checked={chosen}
        onToggle={toggle}
        note={<p className="small muted">Transaction management can only be chosen together with Seller.</p>}
      />
      <FeeTables fees={fees} />
      <ChoiceGroup
        legend="Dealer type"
        field={fields.organizationRole}
        choices={DEALER_TYPES.map((type) => ({ value: type, label: DEALER_TYPE_LABELS[type] }))}
        onToggle={(_, on, input) => {
          if (on && chosen.length > 0) input.form?.requestSubmit();
        }}
      />
    </>
  );
}

/**
 * One table of the fee bands: the buyer's fee, and the seller's while Seller is ticked (spec 000: "the
 * seller table only for the seller organisation role"; a CSS rule, so without JavaScript too). One
 * table, not two, so Next stays in a phone's first screen (issue 22).
 */
function FeeTables({ fees }: { fees: FeeBand[] }) {
  if (fees.length === 0) return null;
  return (
    <TableWrap label="Fees" className="fee-tables">
      <table className="fee-table">
        <caption>{M.feesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">Sale price</th>
            <th scope="col">Buyer</th>
            <th scope="col" className="fee-table__seller">
              Seller
            </th>
          </tr>
        </thead>
        <tbody>
          {fees.map((b) => (
            <tr key={b.fromInPence}>
              <td>{feeBandLabel(b.fromInPence, b.toInPence)}</td>
              <td>{formatPounds(b.buyerFeeInPence)}</td>
              <td className="fee-table__seller">{formatPounds(b.sellerFeeInPence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

export function CompanyStep({ fields }: { fields: Fields }) {
  return (
    <>
      <Field label="Official company name" field={fields.officialCompanyName} autoComplete="organization" />
      <Field label="Trade name" field={fields.tradeName} />
      <Field label="VAT number" field={fields.vatNumber} />
      <Field label="Company register number (optional)" field={fields.companyRegisterNumber} />
    </>
  );
}

/**
 * The postcode: a plain field the server checks; with JavaScript, matching postcodes are offered as
 * the visitor types (a datalist filled from /postcode-search, 300 ms after the last key).
 */
function PostcodeField({ field }: { field: FieldMetadata<unknown> }) {
  const fetcher = useFetcher<{ options: { id: number; postcode: string }[] }>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const listId = `${field.id}-options`;
  const search = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => fetcher.load(`/postcode-search?q=${encodeURIComponent(value)}`), 300);
  };
  return (
    <Field label="Postcode" field={field} autoComplete="postal-code" list={listId} onValueChange={search}>
      <datalist id={listId}>
        {(fetcher.data?.options ?? []).map((o) => (
          <option key={o.id} value={o.postcode} />
        ))}
      </datalist>
    </Field>
  );
}

export function AddressStep({ fields }: { fields: Fields }) {
  return (
    <>
      <PostcodeField field={fields.postalCode} />
      <Field label="Address" field={fields.address} autoComplete="address-line1" />
      <Field label="Address 2 (optional)" field={fields.address2} autoComplete="address-line2" />
      <Field label="City" field={fields.city} autoComplete="address-level2" />
      <Field label="County" field={fields.county} autoComplete="address-level1" />
      <Field label="Phone" field={fields.phoneNumber} type="tel" autoComplete="tel" />
      <Field label="Mobile (optional)" field={fields.mobileNumber} type="tel" />
      <Field label="Website (optional)" field={fields.website} type="url" autoComplete="url" />
    </>
  );
}

const positionLabel = (p: string) => {
  const text = p.replace(/_/g, " ").toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function ProfileStep({ fields, passwordKept }: { fields: Fields; passwordKept: boolean }) {
  return (
    <>
      <Field label="First name" field={fields.firstName} autoComplete="given-name" />
      <Field label="Last name" field={fields.lastName} autoComplete="family-name" />
      <SelectField
        label="Position"
        field={fields.position}
        placeholder="Choose your position"
        options={POSITIONS.map((p) => ({ value: p, label: positionLabel(p) }))}
      />
      <Field label="Email" field={fields.email} type="email" autoComplete="email" />
      {passwordKept ? <p className="small muted">Your password is kept. Type it again only to change it.</p> : null}
      <Field label="Password" field={fields.password} type="password" autoComplete="new-password" />
      <Field label="Repeat password" field={fields.passwordRepeat} type="password" autoComplete="new-password" />
      <CheckboxField
        field={fields.acceptTos}
        label={
          <>
            I accept the <a href="/privacy-policy">Privacy Policy</a> and the{" "}
            <a href="/terms-and-conditions">Terms and Conditions</a>
          </>
        }
      />
      <CheckboxField field={fields.acceptNewsletter} label="Send me the Trade Auction newsletter" />
    </>
  );
}

export function PaymentStep({
  fields,
  paymentsOn,
  franchised,
}: {
  fields: Fields;
  paymentsOn: boolean;
  franchised: boolean;
}) {
  return (
    <>
      {paymentsOn ? null : (
        <div className="alert alert--warning inline-alert" role="status">
          {M.paymentsOff}
        </div>
      )}
      <Field
        label={franchised ? "Cardholder name" : "Cardholder name (optional)"}
        field={fields.cardholder}
        autoComplete="cc-name"
      />
      <RegistrationCard paymentsOn={paymentsOn} />
    </>
  );
}

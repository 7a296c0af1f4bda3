// The fields of each registration step (spec 000 section 2). Every input takes its value from
// conform (the draft, or what was just posted), so typed input survives errors and steps back.
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  DEALER_TYPES,
  DEALER_TYPE_LABELS,
  ORGANIZATION_ROLES,
  ORGANIZATION_ROLE_LABELS,
  POSITIONS,
} from "~contract/accounts";
import { REGISTRATION_MESSAGES as M } from "~contract/messages/registration";
import type { FeeBand } from "~contract/dto/registration";
import { TextField } from "~/components/text-field";
import { formatPounds } from "~contract/money";
import { RegistrationCard } from "~/payments/registration-card";
import { TableWrap } from "~/components/table-wrap";

// Field metadata of an untyped step form: each step's fields are known by name only.
type Fields = Record<string, FieldMetadata<unknown>>;

function ErrorSlot({ field }: { field: FieldMetadata<unknown> }) {
  return (
    <p id={field.errorId} className="field__error" aria-live="polite">
      {field.errors?.[0] ?? ""}
    </p>
  );
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);

export function RoleStep({ fields, fees }: { fields: Fields; fees: FeeBand[] }) {
  const dealer = fields.organizationRole;
  const roles = fields.roles;
  const initialRoles = asList(roles.initialValue);
  const [chosen, setChosen] = useState<string[]>(initialRoles);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const toggle = (role: string, on: boolean) =>
    setChosen((now) => {
      const next = on ? [...now, role] : now.filter((r) => r !== role);
      // Removing Seller removes Transaction management (spec 000 section 4).
      return next.includes("SELLER") ? next : next.filter((r) => r !== "TRANSACTION_MANAGEMENT");
    });
  return (
    <>
      <fieldset
        className="field choice-group"
        aria-describedby={dealer.errorId}
        aria-invalid={dealer.errors ? true : undefined}
      >
        <legend>Dealer type</legend>
        <div className="choice-group__options">
          {DEALER_TYPES.map((type) => (
            <label key={type} className="choice">
              <input type="radio" name={dealer.name} value={type} defaultChecked={dealer.initialValue === type} />
              {DEALER_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        <ErrorSlot field={dealer} />
      </fieldset>
      <fieldset
        className="field choice-group"
        aria-describedby={roles.errorId}
        aria-invalid={roles.errors ? true : undefined}
      >
        <legend>What will you do on Trade Auction?</legend>
        <div className="choice-group__options">
          {ORGANIZATION_ROLES.map((role) => (
            <label key={role} className="choice">
              <input
                type="checkbox"
                name={roles.name}
                value={role}
                checked={chosen.includes(role)}
                onChange={(e) => toggle(role, e.currentTarget.checked)}
                // Only once JavaScript runs: without it the visitor could not tick Seller, then this.
                disabled={hydrated && role === "TRANSACTION_MANAGEMENT" && !chosen.includes("SELLER")}
              />
              {ORGANIZATION_ROLE_LABELS[role]}
            </label>
          ))}
        </div>
        <p className="small muted">Transaction management can only be chosen together with Seller.</p>
        <ErrorSlot field={roles} />
      </fieldset>
      <FeeTables fees={fees} showSeller={chosen.includes("SELLER")} />
    </>
  );
}

function FeeTables({ fees, showSeller }: { fees: FeeBand[]; showSeller: boolean }) {
  if (fees.length === 0) return null;
  const band = (b: FeeBand) =>
    b.toInPence === null
      ? `${formatPounds(b.fromInPence)} and above`
      : `${formatPounds(b.fromInPence)} - ${formatPounds(b.toInPence)}`;
  const table = (title: string, fee: (b: FeeBand) => number) => (
    <TableWrap label={title}>
      <table className="fee-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Sale price</th>
            <th scope="col">Fee (plus VAT)</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((b) => (
            <tr key={b.fromInPence}>
              <td>{band(b)}</td>
              <td>{formatPounds(fee(b))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
  return (
    <section className="fee-tables" aria-label="Fees">
      <p className="small">Free for 3 months, then pay as you go: one fee per successful transaction.</p>
      {showSeller ? table("Seller fees", (b) => b.sellerFeeInPence) : null}
      {table("Buyer fees", (b) => b.buyerFeeInPence)}
    </section>
  );
}

export function CompanyStep({ fields }: { fields: Fields }) {
  return (
    <>
      <TextField label="Official company name" field={fields.officialCompanyName} autoComplete="organization" />
      <TextField label="Trade name" field={fields.tradeName} />
      <TextField label="VAT number" field={fields.vatNumber} />
      <TextField label="Company register number (optional)" field={fields.companyRegisterNumber} />
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
  const { key, ...inputProps } = getInputProps(field, { type: "text" });
  const listId = `${field.id}-options`;
  const search = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => fetcher.load(`/postcode-search?q=${encodeURIComponent(value)}`), 300);
  };
  return (
    <div className="field">
      <label htmlFor={field.id}>Postcode</label>
      <input
        key={key}
        {...inputProps}
        autoComplete="postal-code"
        list={listId}
        onInput={(e) => search(e.currentTarget.value)}
      />
      <datalist id={listId}>
        {(fetcher.data?.options ?? []).map((o) => (
          <option key={o.id} value={o.postcode} />
        ))}
      </datalist>
      <ErrorSlot field={field} />
    </div>
  );
}

export function AddressStep({ fields }: { fields: Fields }) {
  return (
    <>
      <PostcodeField field={fields.postalCode} />
      <TextField label="Address" field={fields.address} autoComplete="address-line1" />
      <TextField label="Address 2 (optional)" field={fields.address2} autoComplete="address-line2" />
      <TextField label="City" field={fields.city} autoComplete="address-level2" />
      <TextField label="County" field={fields.county} autoComplete="address-level1" />
      <TextField label="Phone" field={fields.phoneNumber} type="tel" autoComplete="tel" />
      <TextField label="Mobile (optional)" field={fields.mobileNumber} type="tel" />
      <TextField label="Website (optional)" field={fields.website} type="url" autoComplete="url" />
    </>
  );
}

const positionLabel = (p: string) => {
  const text = p.replace(/_/g, " ").toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function Checkbox({ field, label }: { field: FieldMetadata<unknown>; label: React.ReactNode }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="field">
      <label className="checkbox">
        <input key={key} {...props} />
        <span>{label}</span>
      </label>
      <ErrorSlot field={field} />
    </div>
  );
}

export function ProfileStep({ fields, passwordKept }: { fields: Fields; passwordKept: boolean }) {
  const { key, ...selectProps } = getSelectProps(fields.position);
  return (
    <>
      <TextField label="First name" field={fields.firstName} autoComplete="given-name" />
      <TextField label="Last name" field={fields.lastName} autoComplete="family-name" />
      <div className="field">
        <label htmlFor={fields.position.id}>Position</label>
        <select key={key} {...selectProps}>
          <option value="">Choose your position</option>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {positionLabel(p)}
            </option>
          ))}
        </select>
        <ErrorSlot field={fields.position} />
      </div>
      <TextField label="Email" field={fields.email} type="email" autoComplete="email" />
      {passwordKept ? <p className="small muted">Your password is kept. Type it again only to change it.</p> : null}
      <TextField label="Password" field={fields.password} type="password" autoComplete="new-password" />
      <TextField label="Repeat password" field={fields.passwordRepeat} type="password" autoComplete="new-password" />
      <Checkbox
        field={fields.acceptTos}
        label={
          <>
            I accept the <a href="/privacy-policy">Privacy Policy</a> and the{" "}
            <a href="/terms-and-conditions">Terms and Conditions</a>
          </>
        }
      />
      <Checkbox field={fields.acceptNewsletter} label="Send me the Trade Auction newsletter" />
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
      <TextField
        label={franchised ? "Cardholder name" : "Cardholder name (optional)"}
        field={fields.cardholder}
        autoComplete="cc-name"
      />
      <RegistrationCard paymentsOn={paymentsOn} />
    </>
  );
}

// The role toggles of spec 000 section 4: Buyer and Seller are disabled when the owner lacks that
// role (an owner grants only roles they hold), Transaction management needs the seller role and
// goes when Seller is unticked. A role the employee already has stays, posted by a hidden input
// when its box is disabled. Without JavaScript the server answers the same rule with a message.
import { useState } from "react";
import { ErrorSlot } from "~/components/form";

export interface RoleSet {
  isBuyer: boolean;
  isSeller: boolean;
  isTransactionAcceptor: boolean;
}

interface RoleTogglesProps {
  initial: RoleSet;
  grantor: RoleSet;
  errors: Partial<Record<keyof RoleSet | "roles", string[] | undefined>>;
}

export function RoleToggles({ initial, grantor, errors }: RoleTogglesProps) {
  const [seller, setSeller] = useState(initial.isSeller);
  const [acceptor, setAcceptor] = useState(initial.isTransactionAcceptor);
  const box = (
    name: keyof RoleSet,
    label: string,
    checked: boolean | undefined,
    disabled: boolean,
    onChange?: (on: boolean) => void,
  ) => (
    <label className="checkbox">
      <input
        type="checkbox"
        name={disabled ? undefined : name}
        defaultChecked={checked === undefined ? initial[name] : undefined}
        checked={checked}
        disabled={disabled}
        onChange={onChange ? (e) => onChange(e.currentTarget.checked) : undefined}
      />
      {disabled && (checked ?? initial[name]) ? <input type="hidden" name={name} value="on" /> : null}
      <span>{label}</span>
    </label>
  );
  const message = errors.roles?.[0] ?? errors.isBuyer?.[0] ?? errors.isSeller?.[0] ?? errors.isTransactionAcceptor?.[0];
  return (
    <fieldset className="field" aria-describedby="roles-error">
      <legend>Roles</legend>
      <div className="roles">
        {box("isBuyer", "Buyer", undefined, !grantor.isBuyer && !initial.isBuyer)}
        {box("isSeller", "Seller", seller, !grantor.isSeller && !initial.isSeller, (on) => {
          setSeller(on);
          if (!on) setAcceptor(false);
        })}
        {box(
          "isTransactionAcceptor",
          "Transaction management",
          acceptor,
          !seller || (!grantor.isTransactionAcceptor && !initial.isTransactionAcceptor),
          setAcceptor,
        )}
      </div>
      <ErrorSlot field={{ errorId: "roles-error", errors: message ? [message] : undefined }} />
    </fieldset>
  );
}

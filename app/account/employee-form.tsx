// Create and edit forms of the Employees screen (spec 000 sections 2, 5 'Employee'): personal
// fields (editable on create and for a REJECTED employee only), position, location, roles, a
// password, and the newsletter choice on create. Save is disabled until the form is filled, once
// JavaScript runs (without it the server's messages say what is missing).
import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { useLazySchemaForm } from "~/components/form/lazy-schema-form";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { POSITIONS } from "~contract/accounts";
import { POSITION_LABELS } from "~contract/employee-labels";
import type { EmployeeFormMode } from "~contract/employees";
import type { z } from "zod";
import type { EmployeeDto, LocationOptionDto } from "~contract/dto/account";
import { ErrorList, ErrorSlot, Field, SelectField } from "~/components/form";
import { LocationSelect } from "./location-select";
import { RoleToggles, type RoleSet } from "./role-toggles";

export type { EmployeeFormMode };
type EmployeesModule = typeof import("~contract/employees");

const REQUIRED: Record<EmployeeFormMode, string[]> = {
  create: [
    "firstName",
    "lastName",
    "email",
    "phoneNumber",
    "position",
    "locationId",
    "password",
    "passwordRepeat",
    "acceptNewsletter",
  ],
  rejected: ["firstName", "lastName", "email", "phoneNumber", "position", "locationId"],
  edit: ["position", "locationId"],
};

interface EmployeeFormProps {
  mode: EmployeeFormMode;
  employee?: EmployeeDto;
  locations: LocationOptionDto[];
  grantor: RoleSet;
  lastResult?: SubmissionResult<string[]>;
}

export function EmployeeForm({ mode, employee, locations, grantor, lastResult }: EmployeeFormProps) {
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Typed as the create form, which has every field the other two have.
  const [form, fields] = useLazySchemaForm<
    ReturnType<EmployeesModule["employeeSchemaFor"]>,
    z.input<EmployeesModule["EmployeeCreateSchema"]>
  >((s) => s.employeeSchemaFor(mode), {
    lastResult,
    defaultValue: employee
      ? {
          firstName: employee.firstName,
          lastName: employee.lastName,
          email: employee.email,
          phoneNumber: employee.phoneNumber ?? "",
          position: employee.position ?? "",
          locationId: employee.location ? String(employee.location.id) : "",
        }
      : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const all = fields as unknown as Record<string, { value?: unknown; errors?: string[] }>; // by name, for the filled check
  const filled = REQUIRED[mode].every((name) => all[name]?.value !== undefined && all[name]?.value !== "");
  const personalEditable = mode !== "edit";
  // After a refused post the boxes show what was posted (without JavaScript too), else the employee's roles.
  const posted = lastResult?.initialValue as Record<string, unknown> | undefined;
  const roles: RoleSet = posted
    ? {
        isBuyer: posted.isBuyer === "on",
        isSeller: posted.isSeller === "on",
        isTransactionAcceptor: posted.isTransactionAcceptor === "on",
      }
    : (employee ?? { isBuyer: false, isSeller: false, isTransactionAcceptor: false });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="stack employee-form">
      <ErrorList id={form.errorId} errors={form.errors} />
      {employee ? <input type="hidden" name="version" value={String(employee.version)} /> : null}
      <section className="card stack" aria-labelledby="personal-heading">
        <h2 id="personal-heading">Personal details</h2>
        <div className="account-grid">
          <Field label="First name" field={fields.firstName} readOnly={!personalEditable} />
          <Field label="Last name" field={fields.lastName} readOnly={!personalEditable} />
          <Field label="Email" field={fields.email} type="email" readOnly={!personalEditable} />
          <Field label="Phone" field={fields.phoneNumber} type="tel" readOnly={!personalEditable} />
        </div>
      </section>
      <section className="card stack" aria-labelledby="role-heading">
        <h2 id="role-heading">Role</h2>
        <div className="account-grid">
          <SelectField
            placeholder="Select…"
            label="Position"
            field={fields.position}
            options={POSITIONS.map((p) => ({ value: p, label: POSITION_LABELS[p] }))}
          />
          <LocationSelect field={fields.locationId} locations={locations} />
        </div>
        <RoleToggles
          key={JSON.stringify(roles)}
          initial={roles}
          grantor={grantor}
          errors={{
            roles: all.roles?.errors,
            isBuyer: all.isBuyer?.errors,
            isSeller: all.isSeller?.errors,
            isTransactionAcceptor: all.isTransactionAcceptor?.errors,
          }}
        />
      </section>
      <section className="card stack" aria-labelledby="password-heading">
        <h2 id="password-heading">Password</h2>
        {mode !== "create" ? <p className="muted">Leave empty to keep the current password.</p> : null}
        <div className="account-grid">
          <Field label="Password" field={fields.password} type="password" autoComplete="new-password" />
          <Field label="Repeat password" field={fields.passwordRepeat} type="password" autoComplete="new-password" />
        </div>
        {mode === "create" ? <NewsletterChoice field={fields.acceptNewsletter as FieldMetadata<string>} /> : null}
      </section>
      <div className="row">
        <Link to="/my-organization/employees" className="button button--ghost">
          Cancel
        </Link>
        <button type="submit" className="button" disabled={navigation.state === "submitting" || (hydrated && !filled)}>
          Save
        </button>
      </div>
    </Form>
  );
}

function NewsletterChoice({ field }: { field: FieldMetadata<string> }) {
  // conform checks the radio that was posted, so a refused form keeps the choice without JS.
  const radio = (value: "true" | "false", label: string) => {
    const { key, ...props } = getInputProps(field, { type: "radio", value });
    return (
      <label className="choice">
        <input key={key} {...props} id={`${field.id}-${value}`} aria-describedby={undefined} /> <span>{label}</span>
      </label>
    );
  };
  return (
    <fieldset className="field" aria-describedby={field.errorId}>
      <legend>Newsletter</legend>
      <div className="roles">
        {radio("true", "Yes, send the newsletter")}
        {radio("false", "No newsletter")}
      </div>
      <ErrorSlot field={field} />
    </fieldset>
  );
}

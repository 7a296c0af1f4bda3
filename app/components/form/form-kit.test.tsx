// The form kit's promises, read from the markup the server sends (what a browser without
// JavaScript gets): label tied to the control, the error slot always there, aria-invalid and
// aria-describedby only when there is an error, no HTML constraint attributes, UK dates.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  CheckboxField,
  ChoiceGroup,
  DateField,
  ErrorList,
  Field,
  MoneyField,
  plainField,
  replyField,
  SelectField,
} from ".";

const html = (node: React.ReactElement) => renderToStaticMarkup(node);

describe("Field", () => {
  it("labels the input and keeps an empty error slot when all is well", () => {
    const out = html(<Field label="Email" field={plainField("email", "a@b.co")} type="email" />);
    expect(out).toContain('<label for="f-email">Email</label>');
    expect(out).toContain('value="a@b.co"');
    expect(out).toContain('<p id="f-email-error" class="field__error" aria-live="polite"></p>');
    expect(out).not.toContain("aria-invalid");
    expect(out).not.toContain("aria-describedby");
  });

  it("marks an invalid input and points it at its first error", () => {
    const out = html(
      <Field label="Email" field={plainField("email", "x", ["Email has the wrong format", "second"])} />,
    );
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('aria-describedby="f-email-error"');
    expect(out).toContain(">Email has the wrong format</p>");
    expect(out).not.toContain("second");
  });

  it("never writes constraint attributes the browser would check before the server", () => {
    const out = html(<Field label="Name" field={plainField("name")} />);
    for (const attr of ["required", "pattern=", "maxlength", "minlength"]) expect(out).not.toContain(attr);
  });

  it("describes the field by its hint as well as its error", () => {
    const out = html(
      <Field label="Phone" hint="Waits for approval" field={plainField("phone", "", "Field is required")} />,
    );
    expect(out).toContain('aria-describedby="f-phone-hint f-phone-error"');
  });
});

describe("plain forms", () => {
  it("reads a conform reply without conform in the browser", () => {
    const reply = {
      status: "error" as const,
      initialValue: { name: "Jo" },
      error: { name: ["Type correct characters"] },
    };
    const field = replyField(reply, "name", "contact-");
    expect(field).toMatchObject({ id: "contact-name", errorId: "contact-name-error", initialValue: "Jo" });
    expect(field.errors).toEqual(["Type correct characters"]);
  });
});

describe("SelectField, CheckboxField, ChoiceGroup", () => {
  it("selects the field's value after the placeholder", () => {
    const out = html(
      <SelectField
        label="Position"
        field={plainField("position", "OWNER")}
        placeholder="Choose"
        options={[{ value: "OWNER", label: "Owner" }]}
      />,
    );
    expect(out).toMatch(/<option value="">Choose<\/option><option value="OWNER" selected="">Owner<\/option>/);
  });

  it("ticks a checkbox whose value was posted", () => {
    expect(html(<CheckboxField label="Accept" field={plainField("acceptTos", "on")} />)).toContain('checked=""');
    expect(html(<CheckboxField label="Accept" field={plainField("acceptTos")} />)).not.toContain("checked");
  });

  it("ticks every posted value of a group and gives the group one error slot", () => {
    const field = plainField("roles", ["BUYER", "SELLER"], "Field is required");
    const out = html(
      <ChoiceGroup
        legend="Roles"
        type="checkbox"
        field={field}
        choices={["BUYER", "SELLER", "X"].map((v) => ({ value: v, label: v }))}
      />,
    );
    expect(out.match(/checked=""/g)).toHaveLength(2);
    expect(out).toContain(
      '<fieldset id="f-roles" class="field choice-group" aria-invalid="true" aria-describedby="f-roles-error">',
    );
  });
});

describe("DateField and MoneyField", () => {
  it("shows a saved day the UK way and a typed one as typed", () => {
    expect(html(<DateField label="Date From" field={plainField("dateFrom", "2026-03-01")} />)).toContain(
      'value="01/03/2026"',
    );
    expect(html(<DateField label="Date From" field={plainField("dateFrom", "1/3/26")} />)).toContain('value="1/3/26"');
    expect(html(<DateField label="Date From" field={plainField("dateFrom")} />)).toContain('placeholder="DD/MM/YYYY"');
  });

  it("takes pounds under a £ sign that is not read out", () => {
    const out = html(<MoneyField label="Launch fee" field={plainField("fee", "35.00")} />);
    expect(out).toContain('<span aria-hidden="true">£</span>');
    expect(out).toContain('inputMode="decimal"');
  });
});

describe("ErrorList", () => {
  it("shows nothing without errors, one line for one, a list for more", () => {
    expect(html(<ErrorList errors={[]} />)).toBe("");
    expect(html(<ErrorList errors={["Invalid values"]} />)).toContain('role="alert">Invalid values</div>');
    expect(html(<ErrorList errors={["a", "b"]} />)).toContain("<li>a</li><li>b</li>");
  });
});

// Approve / reject in one plain form: the pressed button's value says which (works without
// JavaScript). The optional reason goes into the audit log and the rejection email.
import { Form, useNavigation } from "@remix-run/react";
import { Field, plainField } from "~/components/form";
import type { DecisionKind } from "./decision-kinds";

interface DecisionFormProps {
  kind: DecisionKind;
  id: number;
  /** Read by screen readers with the buttons, e.g. the organisation's name. */
  label: string;
  withReason?: boolean;
}

const DECISIONS = [
  { intent: "approve", label: "Approve", className: "button button--small" },
  { intent: "reject", label: "Reject", className: "button button--small button--danger" },
] as const;

export function DecisionForm({ kind, id, label, withReason = true }: DecisionFormProps) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("id") === String(id) &&
    navigation.formData?.get("kind") === kind;
  return (
    <Form method="post" className="ops-decision">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      {withReason ? (
        <Field
          className="ops-decision__reason"
          label="Reason (optional, sent on rejection)"
          field={plainField("reason", undefined, null, `${kind}-${id}-`)}
          autoComplete="off"
        />
      ) : null}
      <div className="row">
        {DECISIONS.map((d) => (
          <button
            key={d.intent}
            type="submit"
            name="intent"
            value={d.intent}
            className={d.className}
            disabled={busy}
            aria-label={`${d.label} ${label}`}
          >
            {d.label}
          </button>
        ))}
      </div>
    </Form>
  );
}

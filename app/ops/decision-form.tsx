// Approve / reject in one plain form: the pressed button's value says which (works without
// JavaScript). The optional reason goes into the audit log and the rejection email.
import { Form, useNavigation } from "@remix-run/react";
import { Field, plainField } from "~/components/form";

interface DecisionFormProps {
  kind: "organization" | "member" | "change";
  id: number;
  /** Read by screen readers with the buttons, e.g. the organisation's name. */
  label: string;
  withReason?: boolean;
}

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
        <button
          type="submit"
          name="intent"
          value="approve"
          className="button button--small"
          disabled={busy}
          aria-label={`Approve ${label}`}
        >
          Approve
        </button>
        <button
          type="submit"
          name="intent"
          value="reject"
          className="button button--small button--danger"
          disabled={busy}
          aria-label={`Reject ${label}`}
        >
          Reject
        </button>
      </div>
    </Form>
  );
}

// The search alert form (spec 000 sections 2 and 5): make, model (disabled until a make), from and
// to year or all years, maximum mileage and distance; -1 is All, Any or National. Without
// JavaScript a "Show models" button reloads the page with the chosen make's models; with it the
// models load as the make changes. The pre-check's question shows as a confirm step in the form.
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CheckboxField, ErrorList, SelectField } from "~/components/form";
import { ALERT_MESSAGES } from "~contract/messages/alerts";
import type { AlertOption } from "~contract/dto/alerts";
import type { AlertFormData, NamedOption } from "./alerts.server";
import type { AlertActionData } from "./alert-actions.server";

interface AlertFormProps {
  mode: "create" | "edit";
  form: AlertFormData;
  initial: Record<string, string>;
  alertId: number | null;
  actionData: AlertActionData | undefined;
}

const optionList = (list: AlertOption[]) =>
  list.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
const namedList = (list: NamedOption[]) =>
  list.map((o) => (
    <option key={o.id} value={o.id}>
      {o.name}
    </option>
  ));

export function AlertForm({ mode, form: data, initial, alertId, actionData }: AlertFormProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigation = useNavigation();
  const models = useFetcher<{ form: AlertFormData }>();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: initial,
    // Validation on submit only (spec 000 section 5), by the action with the same schema: the
    // in-browser run did not show its errors reliably here (a follow-up to look into).
    shouldValidate: "onSubmit",
  });
  const [makeId, setMakeId] = useState(String(fields.makeId.initialValue ?? "-1"));
  const [allYears, setAllYears] = useState(fields.allRangeOfYears.initialValue === "on");
  const [confirm, setConfirm] = useState(actionData?.confirm ?? null);
  // Each answer of the action shows its own question (or none); Cancel hides it until the next.
  useEffect(() => setConfirm(actionData?.confirm ?? null), [actionData]);
  const modelList = models.data?.form.models ?? data.models;
  const chooseMake = (value: string) => {
    setMakeId(value);
    if (Number(value) > 0) models.load(`${location.pathname}?makeId=${value}&intent=models`);
  };
  const busy = navigation.state === "submitting";
  return (
    <section className="card alert-form" data-hydrated={hydrated || undefined}>
      <h1>{mode === "create" ? ALERT_MESSAGES.CREATE_TITLE : ALERT_MESSAGES.EDIT_TITLE}</h1>
      <p>{ALERT_MESSAGES.FORM_TEXT}</p>
      <Form method="post" {...getFormProps(form)} noValidate className="alert-form__grid">
        {alertId ? <input type="hidden" name="id" value={alertId} /> : null}
        <ErrorList id={form.errorId} errors={form.errors} />
        <SelectField label="Make" field={fields.makeId} onValueChange={chooseMake}>
          <option value="-1">All</option>
          {namedList(data.makes)}
        </SelectField>
        <div className="alert-form__model">
          <SelectField
            key={hydrated ? makeId : "static"}
            label="Model"
            field={fields.modelId}
            disabled={makeId === "-1" || (!hydrated && data.models.length === 0)}
          >
            <option value="-1">All</option>
            {namedList(modelList)}
          </SelectField>
          {!hydrated ? (
            <button
              type="submit"
              formMethod="get"
              name="intent"
              value="models"
              className="button button--small button--secondary"
            >
              Show models
            </button>
          ) : null}
        </div>
        <div className="alert-form__wide">
          <CheckboxField
            label="All years"
            field={fields.allRangeOfYears}
            onChange={(e) => setAllYears(e.currentTarget.checked)}
          />
        </div>
        <SelectField label="From year" field={fields.yearMinValue} disabled={hydrated && allYears}>
          <option value="">Choose</option>
          {optionList(data.options.yearsAgo)}
        </SelectField>
        <SelectField label="To year" field={fields.yearMaxValue} disabled={hydrated && allYears}>
          <option value="">Choose</option>
          {optionList(data.options.yearsAgo)}
        </SelectField>
        <SelectField label="Maximum mileage" field={fields.mileageMaxValue}>
          {optionList(data.options.valueInMiles)}
        </SelectField>
        <SelectField label="Maximum distance from you" field={fields.distanceMaxValueInMiles}>
          {optionList(data.options.distanceInMiles)}
        </SelectField>
        {confirm ? (
          <div
            className="alert-form__confirm alert-form__wide"
            role="alertdialog"
            aria-labelledby="alert-confirm-title"
          >
            <h2 id="alert-confirm-title">{confirm.title}</h2>
            <p>{confirm.message}</p>
            <div className="alert-form__actions">
              {hydrated ? (
                <button type="button" className="button button--secondary" onClick={() => setConfirm(null)}>
                  Cancel
                </button>
              ) : (
                <Link className="button button--secondary" to={location.pathname + location.search}>
                  Cancel
                </Link>
              )}
              <button type="submit" name="intent" value="confirm" className="button" disabled={busy}>
                Confirm
              </button>
            </div>
          </div>
        ) : (
          <div className="alert-form__actions alert-form__wide">
            <Link className="button button--secondary" to="/my-organization/forms-alerts">
              Cancel
            </Link>
            <button type="submit" name="intent" value="save" className="button" disabled={busy}>
              {mode === "create" ? "SAVE" : "UPDATE"}
            </button>
          </div>
        )}
      </Form>
    </section>
  );
}

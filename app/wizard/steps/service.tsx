// Step: service history type, manual records and scans (spec 001 sections 2.1, 4.6 and 5.5).
// Choosing NONE asks 'Are you sure this vehicle has No Service History?': a dialog with
// JavaScript, and without it the server answers the post with the same question (decision 0069).
// Add-another stays disabled while a record is incomplete; the server refuses it too.
import { useId, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { SERVICE_HISTORY_TYPES } from "~contract/vehicles";
import { PLACEHOLDERS, WIZARD_MESSAGES } from "~contract/messages/wizard";
import { DateField, Field, SelectField } from "~/components/form";
import { Modal } from "~/components/modal";
import { defineStep } from "../step-def";
import { pick, stepField, submit, words, type StepProps } from "./shared";
import { asksNoneQuestion, incompleteRecords, serviceSection } from "../service-step.server";

const FIELDS = ["date", "mileage", "serviceName"] as const;

/** True when some record row has a field left empty (a wholly empty single row counts too). */
function anyIncomplete(root: HTMLElement): boolean {
  const inputs = [...root.querySelectorAll<HTMLInputElement>("input[name^='records[']")];
  return inputs.some((i) => i.value.trim() === "");
}

function ServiceView({ draft, values, errors }: StepProps) {
  const s = draft?.serviceHistory;
  const kept = s?.manualRecords ?? [];
  const posted = values ? Object.keys(values).filter((k) => /^records\[\d+\]\.date$/.test(k)).length : kept.length;
  const rows = Math.max(posted, 1) + (values?.extraRecord ? 1 : 0);
  const rec = (i: number, f: (typeof FIELDS)[number]) => pick(values, `records[${i}].${f}`, kept[i]?.[f]);
  const record = (i: number, f: (typeof FIELDS)[number]) =>
    stepField({ values, errors }, `records[${i}].${f}`, rec(i, f));
  const initialIncomplete = Array.from({ length: rows }, (_, i) => FIELDS.some((f) => !rec(i, f).trim())).some(Boolean);
  const [incomplete, setIncomplete] = useState(initialIncomplete);
  const [type, setType] = useState(pick(values, "type", s?.type));
  const [confirmed, setConfirmed] = useState(s?.type === "NONE");
  const hydrated = useHydrated();
  const [questionOpen, setQuestionOpen] = useState(false);
  const questionId = useId();
  const select = () => document.getElementById("f-type") as HTMLSelectElement | null;
  const asking = values?.confirmNone === "1";

  const onChange = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement) || target.id !== "f-type") return;
    const chosen = target.value;
    setType(chosen);
    if (chosen === "NONE" && !confirmed) setQuestionOpen(true);
  };
  const answer = (yes: boolean) => {
    setQuestionOpen(false);
    if (yes) return setConfirmed(true);
    // "No clears the type" (spec 001 section 4.6).
    const el = select();
    if (el) el.value = "";
    setType("");
  };
  const none = type === "NONE" && (confirmed || asking);

  return (
    <div className="stack" onChange={onChange}>
      <SelectField
        label="Service history type"
        field={stepField({ values, errors }, "type", s?.type)}
        placeholder="Select"
        options={SERVICE_HISTORY_TYPES.map((t) => ({
          value: t,
          label: t === "NONE" ? "No service history" : `${words(t)} service history`,
        }))}
      />
      {confirmed ? <input type="hidden" name="noneConfirmed" value="yes" /> : null}
      {asking ? (
        <div className="wizard-question card" role="alert">
          <p>{WIZARD_MESSAGES.noServiceHistoryConfirm}</p>
          <input type="hidden" name="noneConfirmed" value="yes" />
          <div className="row">
            {submit(values?.pendingIntent || "next", "Yes", "button")}
            {submit("none-no", "No")}
          </div>
        </div>
      ) : null}
      <Modal
        open={questionOpen}
        title={WIZARD_MESSAGES.noServiceHistoryConfirm}
        titleId={questionId}
        onClose={() => setQuestionOpen(false)}
      >
        <div className="row">
          <button type="button" className="button" onClick={() => answer(true)}>
            Yes
          </button>
          <button type="button" className="button button--secondary" onClick={() => answer(false)}>
            No
          </button>
        </div>
      </Modal>
      {none ? (
        <p className="muted">{PLACEHOLDERS.noServiceHistory}</p>
      ) : (
        <>
          <fieldset
            className="stack"
            onInput={(event) => setIncomplete(anyIncomplete(event.currentTarget as HTMLElement))}
          >
            <legend>Manual records</legend>
            {Array.from({ length: rows }, (_, i) => (
              <div key={i} className="wizard-grid">
                <DateField label="Date" field={record(i, "date")} />
                <Field label="Mileage" field={record(i, "mileage")} inputMode="numeric" />
                <Field label="Service name" field={record(i, "serviceName")} />
              </div>
            ))}
            <button
              type="submit"
              name="intent"
              value="add-record"
              className="button button--secondary button--small"
              // Without JavaScript nothing could enable it again: the server refuses instead.
              disabled={hydrated && incomplete}
            >
              Add another record
            </button>
          </fieldset>
          <div className="upload-box">
            <label htmlFor="f-scans">Service history scans ({s?.photoRecords.length ?? 0} uploaded)</label>
            <input id="f-scans" type="file" name="scans" multiple accept="image/*" />
            <p className="field__error">{errors.scans?.[0] ?? ""}</p>
          </div>
        </>
      )}
    </div>
  );
}

export const serviceStep = defineStep({
  id: "service-history",
  title: "SERVICE HISTORY",
  label: "Service history",
  section: "serviceHistory",
  warnOnLeave: true,
  summary: ({ serviceHistory: { type } }) => [
    [
      "Service history",
      !type
        ? PLACEHOLDERS.notSpecified
        : type === "NONE"
          ? PLACEHOLDERS.noServiceHistory
          : `${words(type)} service history`,
    ],
  ],
  View: ServiceView,
  parse: async ({ c, form, draft, today }) =>
    draft ? serviceSection(c, form, draft, today) : { body: {}, errors: {} },
  beforeLeave: (p) =>
    asksNoneQuestion(p.form, p.draft, p.intent) ? p.again({ confirmNone: "1", pendingIntent: p.intent }) : undefined,
  intents: {
    // "No clears the type" (spec 001 section 4.6): the step shows again with the type empty.
    "none-no": async (p) => p.again({ type: "" }),
    "add-record": async (p) => {
      const missing = incompleteRecords(p.form);
      return missing ? p.fail(missing) : p.again({ extraRecord: "1" });
    },
  },
});

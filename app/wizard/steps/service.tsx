// Step 8: service history type, manual records and scans.
import { SERVICE_HISTORY_TYPES } from "~contract/vehicles";
import { Field, Select } from "../fields";
import { pick, submit, words, type StepProps } from "./shared";

export function ServiceStep({ draft, values, errors }: StepProps) {
  const s = draft?.serviceHistory;
  const kept = s?.manualRecords ?? [];
  const posted = values ? Object.keys(values).filter((k) => /^records\[\d+\]\.date$/.test(k)).length : kept.length;
  const rows = Math.max(posted, 1) + (values?.extraRecord ? 1 : 0);
  const rec = (i: number, f: "date" | "mileage" | "serviceName") => pick(values, `records[${i}].${f}`, kept[i]?.[f]);
  return (
    <div className="stack">
      <Select
        label="Service history type"
        name="type"
        value={pick(values, "type", s?.type)}
        error={errors.type}
        options={SERVICE_HISTORY_TYPES.map((t) => ({ value: t, label: words(t) + " service history" }))}
      />
      <fieldset className="stack">
        <legend>Manual records</legend>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="wizard-grid">
            <Field
              label="Date (YYYY-MM-DD)"
              name={`records[${i}].date`}
              value={rec(i, "date")}
              error={errors[`records[${i}].date`]}
            />
            <Field
              label="Mileage"
              name={`records[${i}].mileage`}
              value={rec(i, "mileage")}
              inputMode="numeric"
              error={errors[`records[${i}].mileage`]}
            />
            <Field
              label="Service name"
              name={`records[${i}].serviceName`}
              value={rec(i, "serviceName")}
              error={errors[`records[${i}].serviceName`]}
            />
          </div>
        ))}
        {submit("add-record", "Add another record")}
      </fieldset>
      <div className="upload-box">
        <label htmlFor="f-scans">Service history scans ({s?.photoRecords.length ?? 0} uploaded)</label>
        <input id="f-scans" type="file" name="scans" multiple accept="image/*" />
        <p className="field__error">{errors.scans?.[0] ?? ""}</p>
      </div>
    </div>
  );
}

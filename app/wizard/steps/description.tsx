// Step: the description, with the seller's default one (spec 001 sections 3 and 5.7).
import { descriptionSchema, DESCRIPTION_MAX } from "~contract/wizard/step-schemas";
import { defineStep, type StepProps } from "../step-def";
import { pick, submit } from "./shared";
import { parseStep } from "../step-parse";
import { call } from "../wizard-api.server";

function DescriptionView({ draft, values, errors }: StepProps) {
  const d = draft?.descriptionAndSettings;
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="f-description">Description</label>
        <textarea
          id="f-description"
          name="description"
          rows={10}
          defaultValue={pick(values, "description", d?.description)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby="f-description-error"
        />
        <p id="f-description-error" className="field__error" aria-live="polite">
          {errors.description?.[0] ?? ""}
        </p>
      </div>
      <div className="row">
        {d?.defaultDescription ? submit("use-default", "Use my default description") : null}
        {submit("save-default", "Save as my default description")}
      </div>
    </div>
  );
}

export const descriptionStep = defineStep({
  id: "description",
  title: "DESCRIPTION",
  label: "Description",
  section: "description",
  warnOnLeave: true,
  View: DescriptionView,
  parse: async ({ form }) => {
    const description = String(form.get("description") ?? "");
    return {
      body: { descriptionAndSettings: { description: description.slice(0, DESCRIPTION_MAX) || null } },
      errors: parseStep(form, descriptionSchema).errors,
    };
  },
  intents: {
    "use-default": async (p) => {
      const saved = p.draft?.descriptionAndSettings.defaultDescription;
      return saved ? p.save({ descriptionAndSettings: { description: saved } }, "here") : undefined;
    },
    "save-default": async (p) => {
      await call(p.c, "POST", "/organization-member/default-description", {
        defaultDescription: String(p.form.get("description") ?? "") || null,
      });
      return p.save((await p.parsed()).body, "here");
    },
  },
});

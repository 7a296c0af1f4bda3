// Step: the description, with the seller's default one (spec 001 sections 3 and 5.7).
import { defineStep, type StepProps } from "../step-def";
import { stepField, submit } from "./shared";
import { TextAreaField } from "~/components/form";
import { descriptionSchema, DESCRIPTION_MAX, parseStep } from "../step-parse.server";
import { call } from "../wizard-api.server";
import { PLACEHOLDERS } from "~contract/messages/wizard";

function DescriptionView(props: StepProps) {
  const d = props.draft?.descriptionAndSettings;
  return (
    <div className="stack">
      <TextAreaField label="Description" field={stepField(props, "description", d?.description)} rows={10} />
      <div className="row">
        {d?.defaultDescription ? submit("use-default", "Use my default description") : null}
        {submit("save-default", "Save as my default description")}
      </div>
    </div>
  );
}

/** How much of the description the launch summary shows. */
const DESCRIPTION_PREVIEW = 160;

export const descriptionStep = defineStep({
  id: "description",
  title: "DESCRIPTION",
  label: "Description",
  section: "description",
  warnOnLeave: true,
  summary: (draft) => {
    const text = draft.descriptionAndSettings.description?.trim();
    const shown = text && text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW)}…` : text;
    return [["Description", shown || PLACEHOLDERS.description]];
  },
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
        body: { defaultDescription: String(p.form.get("description") ?? "") || null },
      });
      return p.save((await p.parsed()).body, "here");
    },
  },
});

// Step: what the registration lookup found (spec 001 sections 2.1 and 4.6): autofill yes or no, or
// for an unknown plate change it or continue by hand. Without a draft yet, the answer starts one.
import { redirect } from "@remix-run/cloudflare";
import type { AnswerOf } from "~/api/typed-paths";
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import { defineStep, FIRST_STEP, type StepPost, type StepProps } from "../step-def";
import { submit } from "./shared";
import { lookUp } from "../wizard-api.server";
import { wizardUrl } from "../wizard-url";

interface LookupData {
  plate: string;
  /** What the lookup answers, as the document types it: the basic data it can fill in. */
  found: AnswerOf<"POST", "/cap/make"> | null;
}

function LookupView({ data }: StepProps<LookupData>) {
  const { found, plate } = data;
  return (
    <div className="stack">
      <input type="hidden" name="registrationPlate" value={plate} />
      {found ? (
        <>
          <p className="lead">{WIZARD_MESSAGES.vehicleFound(found.makeName ?? "", found.modelName ?? "")}</p>
          <div className="row">
            {submit("autofill-yes", "Yes", "button")}
            {submit("autofill-no", "No")}
          </div>
        </>
      ) : (
        <>
          <p className="lead">{WIZARD_MESSAGES.vehicleNotFound}</p>
          <div className="row">
            {submit("change-plate", "Yes", "button")}
            {submit("continue", "No, continue manually")}
          </div>
        </>
      )}
    </div>
  );
}

const plateOf = ({ draft, form }: StepPost) =>
  draft?.basicData.registrationPlate ??
  (String(form.get("registrationPlate") ?? "")
    .trim()
    .toUpperCase() ||
    null);

/** The details step with the typed plate only (by hand), on the draft or a new one. */
const byHand = async (p: StepPost) => p.save({ basicData: { registrationPlate: plateOf(p) } }, "details");

export const lookupStep = defineStep({
  id: "lookup",
  title: "VEHICLE REGISTRATION",
  label: "Lookup result",
  section: null,
  alias: "confirm-number",
  draftless: true,
  footer: "none",
  load: async ({ c, draft, url }) => {
    const plate = draft?.basicData.registrationPlate ?? url.searchParams.get("plate");
    if (!plate) throw redirect(wizardUrl(draft?.id ?? null, FIRST_STEP));
    const found = await lookUp(c, plate);
    return { plate, found: found.ok ? found.data : null };
  },
  View: LookupView,
  intents: {
    "autofill-yes": async (p) => {
      const plate = plateOf(p);
      const found = plate ? await lookUp(p.c, plate) : null;
      if (!found?.ok) return byHand(p);
      const { makeName: _m, modelName: _n, ...values } = found.data;
      return p.save({ basicData: values }, "details");
    },
    "autofill-no": byHand,
    continue: byHand,
    // Yes, change it: back to the number, the draft's or the one typed (no draft started).
    "change-plate": async (p) => (p.draft ? p.save({}, "registration") : redirect(wizardUrl(null, 1, plateOf(p)))),
  },
});

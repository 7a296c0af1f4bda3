// Step: the registration number (spec 001 sections 2.1 and 5.1), with Search. A search does not
// start a draft: the lookup step shows what was found for the plate in the URL, and the draft
// begins only when the dealer answers it (a lookup never leaves an empty draft under Parked).
import { redirect } from "@remix-run/cloudflare";
import { defineStep, type StepProps } from "../step-def";
import { Field } from "~/components/form";
import { stepField } from "./shared";
import { parseStep, registrationSchema } from "../step-parse.server";
import { launchClosedOf } from "../wizard-api.server";
import type { LaunchClosedReason } from "~contract/launch-access";
import { LaunchClosedNotice } from "~/selling/launch-closed-notice";
import { wizardUrl } from "../wizard-url";

interface RegistrationData {
  plate: string | null;
  launchClosed: LaunchClosedReason | null;
}

function RegistrationView(props: StepProps<RegistrationData>) {
  const { draft, data } = props;
  const plate = stepField(props, "registrationPlate", draft?.basicData.registrationPlate ?? data.plate);
  return (
    <>
      <LaunchClosedNotice reason={data.launchClosed} />
      <Field label="Registration number" field={plate} autoComplete="off" />
    </>
  );
}

export const registrationStep = defineStep({
  id: "registration",
  title: "VEHICLE REGISTRATION",
  label: "Registration",
  section: null,
  alias: "add-number",
  draftless: true,
  footer: "search",
  // The plate searched for, back from the lookup's "change it"; and whether launching is closed.
  load: async ({ c, url }) => ({ plate: url.searchParams.get("plate"), launchClosed: await launchClosedOf(c) }),
  View: RegistrationView,
  parse: async ({ form }) => {
    const { value, errors } = parseStep(form, registrationSchema);
    return { body: { basicData: { registrationPlate: value?.registrationPlate ?? null } }, errors };
  },
  // Without a draft the search only shows the lookup: the answer there starts the draft.
  onNext: async ({ draft }, { body }, to) =>
    draft ? undefined : redirect(wizardUrl(null, to, body.basicData?.registrationPlate)),
});

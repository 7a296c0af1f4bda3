// Steps 1 and 2: the registration number and what the lookup found.
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import { Field } from "../fields";
import { pick, submit, type StepProps } from "./shared";

export function RegistrationStep({ draft, values, errors }: StepProps) {
  return (
    <Field
      label="Registration number"
      name="registrationPlate"
      value={pick(values, "registrationPlate", draft?.basicData.registrationPlate)}
      error={errors.registrationPlate}
    />
  );
}

export function LookupStep({ page }: StepProps) {
  const found = page.lookup?.found;
  if (found)
    return (
      <div className="stack">
        <p className="lead">{WIZARD_MESSAGES.vehicleFound(found.makeName ?? "", found.modelName ?? "")}</p>
        <div className="row">
          {submit("autofill-yes", "Yes", "button")}
          {submit("autofill-no", "No")}
        </div>
      </div>
    );
  return (
    <div className="stack">
      <p className="lead">{WIZARD_MESSAGES.vehicleNotFound}</p>
      <div className="row">
        {submit("change-plate", "Yes", "button")}
        {submit("continue", "No, continue manually")}
      </div>
    </div>
  );
}

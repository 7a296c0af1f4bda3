// The winner's Accept / Reject confirmation form: the page of its own without JavaScript
// (/auction/{id}/acceptance) and the dialog's body with it; both post to the page's action.
import { DialogFormBody, type DialogFormProps } from "~/components/dialog-form";
import { formatPounds } from "~/auction/format";
import { AcceptanceFacts, type AcceptanceChoice, type AcceptanceTarget } from "./acceptance";
import { feeDue, useFreeTrialEndsOn } from "./fee-due";

export function acceptanceQuestion(choice: AcceptanceChoice, target: AcceptanceTarget): string {
  const amount = target.amountInPence === null ? "" : ` of ${formatPounds(target.amountInPence)}`;
  return choice === "accept"
    ? `Are you sure you want to accept the offer${amount} for ${target.title}? The vehicle will be sold to your organisation.`
    : `Are you sure you want to reject the offer${amount} for ${target.title}?`;
}

export function AcceptanceForm({
  choice,
  target,
  returnTo,
  ...form
}: DialogFormProps & { choice: AcceptanceChoice; target: AcceptanceTarget; returnTo: string }) {
  const due = feeDue(target.amountInPence ?? 0, useFreeTrialEndsOn());
  const submit = (
    <button type="submit" className={choice === "accept" ? "button" : "button button--danger"} disabled={form.busy}>
      {choice === "accept" ? "ACCEPT" : "REJECT"}
    </button>
  );
  return (
    <DialogFormBody form={form} action={`/auction/${target.id}/acceptance`} submit={submit}>
      <input type="hidden" name="choice" value={choice} />
      <input type="hidden" name="version" value={target.version} />
      <input type="hidden" name="from" value={returnTo} />
      <p>{acceptanceQuestion(choice, target)}</p>
      {choice === "accept" ? <AcceptanceFacts target={target} due={due} /> : null}
    </DialogFormBody>
  );
}

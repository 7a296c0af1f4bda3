// "Wizard: Launch and Save are disabled until required fields are filled" (spec 001 section 5.7).
// Only with JavaScript (the form's live values); without it the server validates on submit.

/** Whether the launch step's required fields are filled, from the form as it stands. */
export function launchFieldsFilled(form: HTMLFormElement, hasGroup: boolean): boolean {
  const v = (name: string) => String(new FormData(form).get(name) ?? "").trim();
  const type = v("type");
  const required = ["type", "timeOption", "locationId"];
  if (hasGroup) required.push("publishTarget");
  if (type === "PHYSICAL" || type === "MINIMUM_PRICE") required.push("minimumPrice");
  if (type === "TRYING_TO_DEAL") {
    required.push("tryingToDealDeliveryDateType");
    if (v("tryingToDealDeliveryDateType") === "CUSTOM_DATE") required.push("tryingToDealDeliveryDate");
  }
  return required.every((name) => v(name) !== "");
}

// The one form kit (decision 0086): every form of the site builds its fields from these.
export { plainField, replyField, replyFormErrors, type FieldState } from "./field-state";
export { ErrorList, ErrorSlot } from "./error-list";
export { Field, TextAreaField, FieldHint } from "./field";
export { SelectField, type SelectOption } from "./select-field";
export { CheckboxField, ChoiceGroup, type Choice } from "./choice-fields";
export { DateField } from "./date-field";
export { MoneyField } from "./money-field";

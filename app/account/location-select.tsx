// Where a member works, chosen by postcode among the organisation's locations: the owner's employee
// form and a member's own profile ask it alike.
import type { LocationOptionDto } from "~contract/dto/account";
import { SelectField, type FieldState } from "~/components/form";

export function LocationSelect({ field, locations }: { field: FieldState; locations: LocationOptionDto[] }) {
  return (
    <SelectField
      placeholder="Select…"
      label="Location"
      field={field}
      options={locations.map((l) => ({ value: String(l.id), label: l.postalCode.postcode }))}
    />
  );
}

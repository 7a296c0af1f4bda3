// How a step's posted form becomes values: a repeated name (the feature checkboxes) is kept as one
// string, its values one per line, since no single-line field can hold a line break.
export const LIST_SEPARATOR = "\n";

/** The posted values of a repeated name, or null when nothing was posted (the draft decides). */
export const pickList = (values: Record<string, string> | null, name: string): string[] | null =>
  values ? (values[name] ?? "").split(LIST_SEPARATOR).filter(Boolean) : null;

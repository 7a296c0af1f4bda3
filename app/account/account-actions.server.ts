// The API's field errors in conform's names ("locationsToSave.0.city" -> "locationsToSave[0].city").

export function conformFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) out[key.replace(/\.(\d+)(?=\.|$)/g, "[$1]")] = messages;
  return out;
}

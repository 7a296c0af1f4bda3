// Vehicle names in title case with make and model codes kept as they are written (spec 001 section
// 2.5): "BMW X5 M SPORT" and "bmw x5 m sport" both read "BMW X5 M Sport". The known make and model
// names (from the reference data) are the first authority, so "MINI", "SEAT", "IONIQ", "SsangYong"
// and "ZS" keep their own spelling; abbreviations and letter-digit codes are the fallback.

/** Make names, trims and technical abbreviations that are always written in capitals. */
const UPPER_CASE_CODES = new Set([
  "AMG",
  "BMW",
  "BYD",
  "CVT",
  "DS",
  "DSG",
  "EV",
  "GMC",
  "GT",
  "GTD",
  "GTE",
  "GTI",
  "HDI",
  "HEV",
  "LPG",
  "MG",
  "MPV",
  "PHEV",
  "RS",
  "SE",
  "SEL",
  "SRI",
  "ST",
  "SUV",
  "SVR",
  "TDI",
  "TFSI",
  "TSI",
  "UK",
  "VW",
  "XDRIVE",
  "4WD",
  "AWD",
  "4X4",
  "TDCI",
  "CDI",
  "DCI",
  "VTEC",
  "JCW",
  "GLE",
  "GLC",
  "GLA",
  "CLA",
  "EQC",
  "EQA",
  "ID",
]);

function caseWord(word: string): string {
  if (!word) return word;
  const upper = word.toUpperCase();
  if (UPPER_CASE_CODES.has(upper)) return upper;
  // Single letters are model classes ("C-Class", "M Sport").
  if (word.length === 1) return upper;
  return upper[0] + word.slice(1).toLowerCase();
}

export function vehicleNameCase(
  text: string | null | undefined,
  knownNames: readonly (string | null | undefined)[] = [],
): string {
  if (!text) return "";
  const known = new Map<string, string>();
  for (const name of knownNames)
    for (const word of (name ?? "").split(/\s+/)) if (word) known.set(word.toUpperCase(), word);
  return text
    .trim()
    .split(/\s+/)
    .map(
      (word) =>
        known.get(word.toUpperCase()) ??
        // Letter-digit codes as a whole, hyphen and all: "CX-5", "500X", "ID.3".
        (/\d/.test(word) && /[a-z]/i.test(word) ? word.toUpperCase() : null) ??
        // Hyphens and dots join parts that are cased on their own: "Mercedes-Benz", "ID.3".
        word
          .split(/([-./])/)
          .map((part) => (/^[-./]$/.test(part) ? part : caseWord(part)))
          .join(""),
    )
    .join(" ");
}

/** Up to `max` characters, with an ellipsis; the full text belongs in a title tooltip. */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return "";
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…` : text;
}

/** The name a detail page shows: "2019 Ford Focus", cased with its own make and model names. */
export function vehicleNameOf(vehicle: {
  title: string;
  vehicleModel: { makeName: string | null; name: string | null };
}): string {
  return vehicleNameCase(vehicle.title, [vehicle.vehicleModel.makeName, vehicle.vehicleModel.name]);
}

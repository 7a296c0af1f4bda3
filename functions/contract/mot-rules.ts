// The words of an MOT history that pages read (defect types, results, odometer readings) and the
// one rule they apply, without the zod schemas of mot-history.ts: a page that shows a history
// ships no schema code (issue 23).
/** DVSA's defect types, as it names them; ADVISORY and MINOR do not fail a test. */
export const MOT_DEFECT_TYPES = [
  "ADVISORY",
  "MINOR",
  "MAJOR",
  "DANGEROUS",
  "FAIL",
  "PRS",
  "USER ENTERED",
  "NON SPECIFIC",
  "SYSTEM GENERATED",
] as const;
export type MotDefectType = (typeof MOT_DEFECT_TYPES)[number];

export const MOT_RESULTS = ["PASSED", "FAILED"] as const;
export const ODOMETER_UNITS = ["MI", "KM"] as const;
export const ODOMETER_READINGS = ["READ", "UNREADABLE", "NO_ODOMETER"] as const;

/**
 * FOUND: tests are listed. NO_HISTORY: the vehicle is known but has had no MOT (under three years
 * old; `motTestDueDate` says when). NOT_FOUND: the source does not know the registration.
 */
export const MOT_HISTORY_STATUSES = ["FOUND", "NO_HISTORY", "NOT_FOUND"] as const;

/** Defect types that made a test fail, shown as failures rather than advisories. */
export const isFailingDefect = (type: MotDefectType) => type === "MAJOR" || type === "DANGEROUS" || type === "FAIL";

// A vehicle's MOT history (beyond the spec; DESIGN.md "External services"), as GET
// /auction/{id}/mot-history answers it: the DVSA MOT History API's tests in our own shape, or the
// demo histories of the demo registrations when no DVSA credentials are set (decision 0078).
import { z } from "zod";

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

export const MotDefectSchema = z.object({
  type: z.enum(MOT_DEFECT_TYPES),
  text: z.string(),
  dangerous: z.boolean(),
});

export const MotTestSchema = z.object({
  /** When the test was completed, ISO 8601 UTC. */
  completedDate: z.string(),
  testResult: z.enum(MOT_RESULTS),
  /** `YYYY-MM-DD`; null on a failed test. */
  expiryDate: z.string().nullable(),
  /** Null when the odometer was unreadable or the vehicle has none (`odometerResultType`). */
  odometerValue: z.number().int().nonnegative().nullable(),
  odometerUnit: z.enum(ODOMETER_UNITS).nullable(),
  odometerResultType: z.enum(ODOMETER_READINGS),
  motTestNumber: z.string().nullable(),
  defects: z.array(MotDefectSchema),
});

export const MotHistorySchema = z.object({
  registration: z.string(),
  status: z.enum(MOT_HISTORY_STATUSES),
  /** DVSA when its credentials are set; DEMO for the local demo histories. */
  source: z.enum(["DVSA", "DEMO"]),
  /** A vehicle that has had no test: when its first MOT is due (`YYYY-MM-DD`), if known. */
  motTestDueDate: z.string().nullable(),
  /** Newest first. */
  tests: z.array(MotTestSchema),
});

export type MotDefect = z.infer<typeof MotDefectSchema>;
export type MotTest = z.infer<typeof MotTestSchema>;
export type MotHistoryDto = z.infer<typeof MotHistorySchema>;

/** Defect types that made a test fail, shown as failures rather than advisories. */
export const isFailingDefect = (type: MotDefectType) => type === "MAJOR" || type === "DANGEROUS" || type === "FAIL";

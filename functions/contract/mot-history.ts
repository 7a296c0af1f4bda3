// A vehicle's MOT history (beyond the spec; DESIGN.md "External services"), as GET
// /auction/{id}/mot-history answers it: the DVSA MOT History API's tests in our own shape, or the
// demo histories of the demo registrations when no DVSA credentials are set (decision 0078).
import { z } from "zod";
import { MOT_DEFECT_TYPES, MOT_HISTORY_STATUSES, MOT_RESULTS, ODOMETER_READINGS, ODOMETER_UNITS } from "./mot-rules";

// The constants and isFailingDefect live in mot-rules (no zod), so a page that only reads a history
// ships no schema code; re-exported here for the API side.
export * from "./mot-rules";

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

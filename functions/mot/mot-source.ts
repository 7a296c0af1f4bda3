// Where MOT histories come from (decision 0078): one interface, two sources. The DVSA MOT History
// API when its credentials are set; otherwise the demo histories of the demo registrations.
import type { MotHistoryDto } from "../contract/mot-history";

export interface MotHistorySource {
  /** The history of this plate (upper case, no spaces) as of `nowMs`. */
  history(plate: string, nowMs: number): Promise<MotHistoryDto>;
}

/** The source did not answer usefully (down, slow, refused our credentials, rate limited). */
export class MotHistoryUnavailable extends Error {}

export const notFound = (registration: string, source: MotHistoryDto["source"]): MotHistoryDto => ({
  registration,
  status: "NOT_FOUND",
  source,
  motTestDueDate: null,
  tests: [],
});

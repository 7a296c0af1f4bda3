// The demo MOT histories (no DVSA credentials: local, tests, demos). Every demo registration has a
// history that follows from its first registration and today: a first test three years on, then
// one a year, mileage rising at the car's own pace, some advisories, and one failed test with its
// same-day retest, so the page shows every kind of row. The newest demo car has had no test yet.
import type { MotDefect, MotHistoryDto, MotTest } from "../contract/mot-history";
import { DEMO_REGISTRATIONS } from "../contract/demo-registrations";
import { notFound, type MotHistorySource } from "./mot-source";

const DAY = 86_400_000;

const ADVISORIES = [
  "Nearside Front Tyre worn close to legal limit/worn on edge (5.2.3 (e))",
  "Offside Rear Brake disc worn, pitted or scored, but not seriously weakened (1.1.14 (a) (ii))",
  "Front Windscreen minor chip (3.2 (a) (i))",
  "Exhaust has a minor leak of exhaust gases (6.1.2 (a))",
  "Nearside Front Suspension arm pin or bush has slight play (5.3.4 (a) (i))",
  "Oil leak, but not excessive (8.4.1 (a) (i))",
];
const FAILURE: MotDefect = {
  type: "MAJOR",
  text: "Offside Front Tyre tread depth below requirements of 1.6mm (5.2.3 (e))",
  dangerous: false,
};

/** Miles a year, by plate: each demo car covers its own distance. */
const MILES_A_YEAR: Record<string, number> = { TY18YRS: 6200, NQ17QSH: 11400, AB19CDE: 7800, VW20GLF: 12900 };

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addYears = (iso: string, years: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.getTime();
};

function testsFor(plate: string, firstRegistration: string, nowMs: number): MotTest[] {
  const perYear = MILES_A_YEAR[plate] ?? 9000;
  const registeredMs = Date.parse(`${firstRegistration}T00:00:00Z`);
  const tests: MotTest[] = [];
  for (let k = 0; ; k++) {
    const dueMs = addYears(firstRegistration, 3 + k) - DAY;
    // Tested a fortnight or so before it is due, mid-morning.
    const testedMs = dueMs - (10 + ((k * 7) % 20)) * DAY + 10 * 3600_000;
    if (testedMs > nowMs) break;
    const miles = Math.round(((testedMs - registeredMs) / (365.25 * DAY)) * perYear);
    const advisories: MotDefect[] =
      k % 2 === 0
        ? []
        : [ADVISORIES[(plate.charCodeAt(0) + k) % ADVISORIES.length]].map((text) => ({
            type: "ADVISORY" as const,
            text,
            dangerous: false,
          }));
    const reading = { odometerValue: miles, odometerUnit: "MI" as const, odometerResultType: "READ" as const };
    const number = (n: number) =>
      String(100_000_000_000 + ((plate.charCodeAt(1) * 7919 + k * 104_729 + n) % 899_999_999_999));
    // The second test of the oldest demo car fails on a tyre and passes its retest the same day.
    if (k === 1 && plate === "TY18YRS") {
      tests.push({
        completedDate: new Date(testedMs).toISOString(),
        testResult: "FAILED",
        expiryDate: null,
        ...reading,
        motTestNumber: number(1),
        defects: [FAILURE, ...advisories],
      });
    }
    const passedMs = k === 1 && plate === "TY18YRS" ? testedMs + 3 * 3600_000 : testedMs;
    tests.push({
      completedDate: new Date(passedMs).toISOString(),
      testResult: "PASSED",
      expiryDate: ymd(addYears(firstRegistration, 4 + k) - DAY),
      ...reading,
      motTestNumber: number(2),
      defects: advisories,
    });
  }
  return tests.sort((a, b) => b.completedDate.localeCompare(a.completedDate));
}

export const demoMotHistory: MotHistorySource = {
  async history(plate, nowMs): Promise<MotHistoryDto> {
    const row = DEMO_REGISTRATIONS[plate];
    if (!row?.dateOfFirstRegistration) return notFound(plate, "DEMO");
    const tests = testsFor(plate, row.dateOfFirstRegistration, nowMs);
    return {
      registration: plate,
      status: tests.length ? "FOUND" : "NO_HISTORY",
      source: "DEMO",
      motTestDueDate: tests.length ? null : ymd(addYears(row.dateOfFirstRegistration, 3) - DAY),
      tests,
    };
  },
};

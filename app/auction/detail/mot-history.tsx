// The MOT HISTORY section of the auction detail (decision 0078): every test, newest first, with its
// result, odometer reading, expiry and the defects the tester recorded. Plain HTML, no script.
import { MOT_MESSAGES } from "~contract/messages/mot";
import { isFailingDefect } from "~contract/mot-rules";
import type { MotDefect, MotTest } from "~contract/mot-history";
import { formatUkDate } from "~/utils/dates";
import type { MotHistoryView } from "./mot-history.server";

const number = new Intl.NumberFormat("en-GB");

const DEFECT_LABELS: Record<MotDefect["type"], string> = {
  ADVISORY: "Advisory",
  MINOR: "Minor",
  MAJOR: "Major",
  DANGEROUS: "Dangerous",
  FAIL: "Fail",
  PRS: "Repaired at test",
  "USER ENTERED": "Tester's note",
  "NON SPECIFIC": "Note",
  "SYSTEM GENERATED": "Note",
};

export function odometerText(test: Pick<MotTest, "odometerValue" | "odometerUnit" | "odometerResultType">) {
  if (test.odometerResultType === "UNREADABLE") return "Unreadable";
  if (test.odometerResultType === "NO_ODOMETER") return "No odometer";
  if (test.odometerValue === null) return "Not recorded";
  return `${number.format(test.odometerValue)} ${test.odometerUnit === "KM" ? "km" : "miles"}`;
}

function Defects({ defects }: { defects: MotDefect[] }) {
  if (defects.length === 0) return null;
  return (
    <ul className="mot-defects">
      {defects.map((d, i) => {
        const tone = d.dangerous || isFailingDefect(d.type) ? "danger" : d.type === "ADVISORY" ? "warning" : "muted";
        return (
          <li key={i}>
            <span className={`mot-tag tone-${tone}`}>
              {d.dangerous && d.type !== "DANGEROUS" ? `${DEFECT_LABELS[d.type]}, dangerous` : DEFECT_LABELS[d.type]}
            </span>{" "}
            {d.text}
          </li>
        );
      })}
    </ul>
  );
}

function TestRow({ test }: { test: MotTest }) {
  const passed = test.testResult === "PASSED";
  return (
    <li className="mot-test">
      <div className="mot-test__head">
        <strong>{formatUkDate(test.completedDate)}</strong>
        <span className={`mot-result tone-${passed ? "success" : "danger"}`}>{passed ? "PASSED" : "FAILED"}</span>
      </div>
      <dl className="mot-test__facts">
        <div>
          <dt>Mileage</dt>
          <dd>{odometerText(test)}</dd>
        </div>
        <div>
          <dt>Expiry date</dt>
          <dd>{test.expiryDate ? formatUkDate(test.expiryDate) : "-"}</dd>
        </div>
        {test.motTestNumber ? (
          <div>
            <dt>Test number</dt>
            <dd>{test.motTestNumber}</dd>
          </div>
        ) : null}
      </dl>
      <Defects defects={test.defects} />
    </li>
  );
}

export function MotHistory({ mot, hasPlate }: { mot: MotHistoryView; hasPlate: boolean }) {
  const h = mot.history;
  if (!h) return <p className="mot-note">{mot.problem ?? MOT_MESSAGES.unavailable}</p>;
  if (!hasPlate || !h.registration) return <p className="mot-note">{MOT_MESSAGES.noRegistration}</p>;
  if (h.status === "NOT_FOUND") return <p className="mot-note">{MOT_MESSAGES.notFound}</p>;
  const source = h.source === "DVSA" ? "Source: DVSA MOT history." : "Demo MOT history (no DVSA credentials are set).";
  if (h.status === "NO_HISTORY")
    return (
      <p className="mot-note">
        {MOT_MESSAGES.noHistory} {h.motTestDueDate ? MOT_MESSAGES.firstDue(formatUkDate(h.motTestDueDate)) : null}
      </p>
    );
  return (
    <>
      <p className="mot-note">
        {h.tests.length === 1 ? "1 test" : `${h.tests.length} tests`}. {source}
      </p>
      <ol className="mot-tests">
        {h.tests.map((t) => (
          <TestRow key={`${t.completedDate}-${t.motTestNumber}`} test={t} />
        ))}
      </ol>
    </>
  );
}

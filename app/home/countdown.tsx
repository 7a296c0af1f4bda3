// The hot auction's countdown (DESIGN.md "Working without JavaScript"): the server renders the time
// left and the progress; JavaScript then ticks it every second. The browser keeps the server's
// clock (measured against its own once) so a wrong device clock cannot show a wrong time left.
import { useEffect, useState } from "react";
import { countdownState } from "./home-data";

export function Countdown({
  launchedOn,
  endsOn,
  renderedAt,
}: {
  launchedOn: string;
  endsOn: string;
  renderedAt: number;
}) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const skew = renderedAt - Date.now();
    const tick = () => setNow(Date.now() + skew);
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [renderedAt]);
  const state = countdownState(launchedOn, endsOn, now);
  const ended = state.secondsLeft === 0;
  return (
    <div className="countdown">
      <p className="countdown__time">
        <span className="countdown__label">{ended ? "Auction ended" : "Time left"}</span>
        {/* role=timer is polite-off by default: screen readers are not told every second. */}
        <span className="countdown__value" role="timer" aria-label="Time left">
          {state.label}
        </span>
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label="Auction time elapsed"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(state.percentElapsed)}
      >
        <div className="progress__bar" style={{ width: `${state.percentElapsed}%` }} />
      </div>
    </div>
  );
}

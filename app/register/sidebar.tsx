// The progress sidebar of registration (spec 000 section 2): five steps, then the success page.
import { STEPS, STEP_NUMBERS, type StepNumber } from "./steps";

export function StepSidebar({ current }: { current: StepNumber | 6 }) {
  const titles = [...STEP_NUMBERS.map((n) => STEPS[n].title), "Done"];
  return (
    <nav className="register-steps" aria-label="Registration progress">
      <ol className="scroll-row">
        {titles.map((title, i) => {
          const n = i + 1;
          const state = n < current ? "done" : n === current ? "current" : "todo";
          return (
            <li
              key={title}
              className={`register-steps__item register-steps__item--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="register-steps__number" aria-hidden="true">
                {state === "done" ? "✓" : n}
              </span>
              <span>
                {title}
                {state === "done" ? <span className="visually-hidden"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

// The wizard's side navigation (spec 001 section 2.1): the registry's steps in order, each a submit
// button (moving saves the draft), with an error icon and the spec's tooltip.
import { STEPS } from "./registry";
import { stepTooltip } from "~contract/wizard/step-tooltip";
import type { DraftDto } from "~contract/dto/draft";

export function SideNav({ step, draft }: { step: number; draft: DraftDto | null }) {
  const editing = draft?.isAuctionEditing ?? false;
  return (
    <nav className="wizard-nav" aria-label="Add Vehicle steps">
      <ol className="scroll-row">
        {STEPS.map((s, i) => {
          const n = i + 1;
          const tip =
            s.section && draft && (editing || n < step)
              ? stepTooltip(s.section, draft.validationErrors[s.section])
              : null;
          const current = n === step;
          return (
            <li key={s.id} className={current ? "wizard-nav__item wizard-nav__item--current" : "wizard-nav__item"}>
              <button
                type="submit"
                name="intent"
                value={`goto:${n}`}
                disabled={!draft && i > 0}
                aria-current={current ? "step" : undefined}
              >
                <span className="wizard-nav__number">{n}</span> {s.label}
                {tip ? (
                  <span className="wizard-nav__error" title={tip} role="img" aria-label={tip}>
                    !
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

// The wizard's side navigation (spec 001 section 2.1): the eleven steps under their section titles,
// each a submit button (moving saves the draft), with an error icon and the spec's tooltip.
import { WIZARD_STEPS } from "~contract/wizard/steps";
import { stepTooltip } from "~contract/wizard/draft-errors";
import type { DraftDto } from "~contract/dto/draft";

export function SideNav({ step, draft }: { step: number; draft: DraftDto | null }) {
  const editing = draft?.isAuctionEditing ?? false;
  return (
    <nav className="wizard-nav" aria-label="Add Vehicle steps">
      <ol>
        {WIZARD_STEPS.map((s) => {
          const tip =
            s.section && draft && (editing || s.step < step)
              ? stepTooltip(s.section, draft.validationErrors[s.section])
              : null;
          const current = s.step === step;
          return (
            <li key={s.step} className={current ? "wizard-nav__item wizard-nav__item--current" : "wizard-nav__item"}>
              <button
                type="submit"
                name="intent"
                value={`goto:${s.step}`}
                disabled={!draft && s.step > 1}
                aria-current={current ? "step" : undefined}
              >
                <span className="wizard-nav__number">{s.step}</span> {s.label}
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

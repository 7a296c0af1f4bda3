// The listing summary above the launch settings (spec 001 section 2.1): what the dealer is about
// to launch, with the spec's placeholders where something is missing. Each step gives its own rows
// (its `summary`), in the registry's order (handed down through the step's props), so a new step
// brings its row with it.
import type { DraftDto } from "~contract/dto/draft";
import type { WizardStepModule } from "../step-def";
import { Facts } from "~/components/facts";

interface Props {
  steps: readonly WizardStepModule[];
  draft: DraftDto;
  hasGroup: boolean;
}

export function LaunchSummary({ steps, draft, hasGroup }: Props) {
  const rows = steps.flatMap((step) => step.summary?.(draft, { hasGroup }) ?? []);
  return (
    <section className="launch-summary" aria-labelledby="launch-summary-title">
      <h3 id="launch-summary-title">Listing summary</h3>
      <Facts rows={rows} />
    </section>
  );
}

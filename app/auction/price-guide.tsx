// The price guide line (decision 0147): the median first, then the range and the count in small
// print, so on a phone it takes two short lines under the viewer's actions, never above them.
import type { PriceGuide } from "~contract/price-guide";
import { PRICE_GUIDE_MESSAGES as M } from "~contract/messages/price-guide";
import { formatAmount } from "./format";

export function PriceGuideLine({ view }: { view: { shown: boolean; guide: PriceGuide | null } | null }) {
  if (!view?.shown) return null;
  const g = view.guide;
  return (
    <p className="price-guide" data-testid="price-guide" title={M.why}>
      <span className="price-guide__label">{M.label}</span>{" "}
      {g ? (
        <>
          <strong>{formatAmount(g.medianInPence)}</strong>{" "}
          <span className="muted">
            ({M.range(formatAmount(g.lowInPence), formatAmount(g.highInPence))}, {M.basis(g.count)})
          </span>
        </>
      ) : (
        <span className="muted">{M.notEnough}</span>
      )}
    </p>
  );
}

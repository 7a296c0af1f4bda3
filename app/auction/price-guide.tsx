// The price guide line (decision 0147): the median first, then the range and the count in small
// print, so on a phone it takes two short lines under the viewer's actions, never above them.
// The words come ready from the loader (price-guide.server.ts): the pages' JavaScript stays small.

export interface PriceGuideView {
  label: string;
  /** The rule, as the line's tooltip. */
  title: string;
  /** The median, or "" under 5 sales. */
  figure: string;
  /** The range and count, or why there is no figure. */
  detail: string;
}

export const PriceGuideLine = ({ view: v }: { view: PriceGuideView | null }) =>
  v && (
    <p className="price-guide" data-testid="price-guide" title={v.title}>
      <small>{v.label}</small> <b>{v.figure}</b> <span>{v.detail}</span>
    </p>
  );

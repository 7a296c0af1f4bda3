// A server-rendered SVG donut (spec 001 section 2.8: 280 by 280, inner radius 60, outer 120) whose
// slices are links: a click opens the list with that filter, with or without JavaScript. The
// legend repeats each slice as a text link with its count, for touch, keyboards and screen readers.
import { DONUT, type Tone } from "~contract/analytics";
import { donutSlices } from "./donut-geometry";

interface Props<K extends string> {
  title: string;
  /** The role word under the total: SELLING or BUYING. */
  role: string;
  total: number;
  /** '/ N Sold' or '/ N Won'. */
  subtotal: string;
  order: readonly K[];
  counts: Record<K, number>;
  labels: Record<K, string>;
  tones: Record<K, Tone>;
  href: (key: K) => string;
  /** The list without a filter (the centre and the title link there). */
  allHref: string;
  /**
   * A part of one slice with a list filter of its own (Negotiating, of To accept: decision 0247):
   * a legend entry after that slice's, not a slice, so the slices still add up to the total.
   */
  subset?: { of: K; label: string; count: number; href: string };
}

export function Donut<K extends string>(p: Props<K>) {
  const slices = donutSlices(p.order, p.counts, DONUT.size, DONUT.inner, DONUT.outer);
  const c = DONUT.size / 2;
  const id = p.title.toLowerCase().replace(/\W+/g, "-");
  return (
    <figure className="donut card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="donut__title">
        {p.title}
      </h2>
      <svg
        className="donut__chart"
        width={DONUT.size}
        height={DONUT.size}
        viewBox={`0 0 ${DONUT.size} ${DONUT.size}`}
        role="group"
        aria-label={`${p.title}: ${p.total} ${p.subtotal}`}
      >
        {slices.length === 0 ? (
          <circle
            cx={c}
            cy={c}
            r={(DONUT.inner + DONUT.outer) / 2}
            className="donut__empty"
            strokeWidth={DONUT.outer - DONUT.inner}
            fill="none"
          />
        ) : (
          slices.map((s) => (
            <a
              key={s.key}
              href={p.href(s.key)}
              aria-label={`${p.labels[s.key]}: ${s.value}`}
              className="donut__slice-link"
            >
              <title>{`${p.labels[s.key]}: ${s.value}`}</title>
              <path d={s.path} className={`donut__slice tone-${p.tones[s.key]}`} />
            </a>
          ))
        )}
        <a href={p.allHref} aria-label={`${p.title}: open the list without a filter`}>
          <circle cx={c} cy={c} r={DONUT.inner - 2} className="donut__hole" />
          <text x={c} y={c - 8} textAnchor="middle" className="donut__total">
            {p.total}
          </text>
          <text x={c} y={c + 12} textAnchor="middle" className="donut__subtotal">
            {p.subtotal}
          </text>
          <text x={c} y={c + 30} textAnchor="middle" className="donut__role">
            {p.role}
          </text>
        </a>
      </svg>
      <figcaption>
        <ul className="donut__legend">
          {p.order.map((k) => (
            <li key={k}>
              <a href={p.href(k)} className="donut__legend-link">
                <span className={`donut__swatch tone-${p.tones[k]}`} aria-hidden="true" />
                {p.labels[k]} <strong>{p.counts[k] ?? 0}</strong>
              </a>
              {p.subset?.of === k ? (
                <a href={p.subset.href} className="donut__legend-link donut__legend-link--subset">
                  <span className={`donut__swatch donut__swatch--part tone-${p.tones[k]}`} aria-hidden="true" />
                  {p.subset.label} <strong>{p.subset.count}</strong>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

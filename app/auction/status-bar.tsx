import type { StatusBar } from "~contract/bid-status-bar";

/** The coloured bid status bar (spec 001 sections 4.7 and 4.8); a fixed height so live changes never shift the card. */
export function StatusBarView({ bar }: { bar: StatusBar }) {
  return (
    <p className={`status-bar tone-${bar.tone}`} data-testid="status-bar">
      <strong className="status-bar__label">{bar.label}</strong>
      {bar.message ? <span className="status-bar__message">{bar.message}</span> : null}
    </p>
  );
}

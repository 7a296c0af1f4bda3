// The counter-offer thread on the detail page (issue 27 part 1, decision 0167), for the seller's and
// the top bidder's sides: the lines so far, whose turn it is until when, and on the viewer's turn
// the counter form and ACCEPT / DECLINE. Each leads to a confirmation page (a plain GET, so it works
// without JavaScript); with JavaScript the same confirmation opens as a dialog here (decision 0184).
// Live events make the page read the thread again. The words come from the loader
// (negotiation-panel.server.ts), so this bundle holds only the markup.
import { Form, Link } from "@remix-run/react";
import { useCallback, useState } from "react";
import { FROM_PARAM } from "./list-url";
import { LazyOfferDialog } from "./offer-dialog-lazy";

export interface NegotiationPanelData {
  heading: string;
  /** A thread is under way: the status bar reads "Negotiating". */
  negotiating: boolean;
  intro: string | null;
  lines: { text: string; at: string; when: string }[];
  turn: string | null;
  counter: { label: string; hint: string; button: string } | null;
  accept: { label: string; href: string } | null;
  decline: { label: string; href: string } | null;
  action: string;
  returnTo: string;
}

export function NegotiationPanel({
  panel: p,
  onAnswer,
}: {
  panel: NegotiationPanelData | null;
  /** The dialog's answer, success or refusal, for the page to show. */
  onAnswer: (answer: { ok: boolean; message: string }) => void;
}) {
  const [dialog, setDialog] = useState({ href: "", opening: 0, shown: false });
  const open = (href: string) => setDialog((d) => ({ href, opening: d.opening + 1, shown: true }));
  const close = useCallback(() => setDialog((d) => ({ ...d, shown: false })), []);
  if (!p) return null;
  const link = (to: string, label: string, className: string) => (
    <Link
      className={className}
      to={to}
      onClick={(event) => {
        event.preventDefault();
        open(to);
      }}
    >
      {label}
    </Link>
  );
  return (
    <section className="negotiation" aria-labelledby="negotiation-title" data-testid="negotiation">
      <h2 id="negotiation-title">{p.heading}</h2>
      {p.intro ? <p className="muted">{p.intro}</p> : null}
      {p.lines.length > 0 ? (
        <ol className="negotiation__thread">
          {p.lines.map((line, i) => (
            <li key={i}>
              <span>{line.text}</span> <time dateTime={line.at}>{line.when}</time>
            </li>
          ))}
        </ol>
      ) : null}
      {p.turn ? <p className="negotiation__turn">{p.turn}</p> : null}
      {p.counter ? (
        <Form
          method="get"
          action={p.action}
          className="negotiation__counter"
          onSubmit={(event) => {
            event.preventDefault();
            const query = new URLSearchParams();
            for (const [name, value] of new FormData(event.currentTarget)) query.append(name, String(value));
            open(`${p.action}?${query}`);
          }}
        >
          <input type="hidden" name="move" value="COUNTER" />
          <input type="hidden" name={FROM_PARAM} value={p.returnTo} />
          <div className="field">
            <label htmlFor="counter-amount">{p.counter.label}</label>
            <input id="counter-amount" name="amount" inputMode="numeric" autoComplete="off" />
            <p className="muted">{p.counter.hint}</p>
          </div>
          <button type="submit" className="button">
            {p.counter.button}
          </button>
        </Form>
      ) : null}
      {p.accept || p.decline ? (
        <div className="negotiation__answers">
          {p.accept ? link(p.accept.href, p.accept.label, "button") : null}
          {p.decline ? link(p.decline.href, p.decline.label, "button button--danger") : null}
        </div>
      ) : null}
      <LazyOfferDialog {...dialog} onClose={close} onDone={onAnswer} />
    </section>
  );
}

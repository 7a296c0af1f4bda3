// The Direct Debit result pages (spec 000 section 2 'Direct-debit pages'): outside the app shell,
// a title, a sentence and an Ok link back to the wallet.
import { Link } from "@remix-run/react";
import { WALLET_PATH } from "~/api/error-messages";

export function DirectDebitPage({ title, text, tone }: { title: string; text: string; tone: "success" | "error" }) {
  return (
    <div className="dd-page">
      <section className="card dd-card stack" aria-labelledby="dd-title">
        <img src="/logo.svg" alt="Trade Auction" width="48" height="48" />
        <h1 id="dd-title" className={tone === "error" ? "form-error" : undefined}>
          {title}
        </h1>
        <p>{text}</p>
        <Link to={WALLET_PATH} className="button">
          Ok
        </Link>
      </section>
    </div>
  );
}

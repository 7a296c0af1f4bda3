import { Link } from "@remix-run/react";

let yearFormat: Intl.DateTimeFormat | undefined;

/** The year in UK time; Intl only, so every page's footer ships no date library. */
export function ukYear(epochMs: number): number {
  // Made once: every page's root loader asks, and making a formatter is the slow part.
  yearFormat ??= new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "Europe/London" });
  return Number(yearFormat.format(epochMs));
}

/**
 * Spec 000 section 2: logo, copyright, privacy, terms, FAQ and contact links, and the app (installed
 * from the home page, issue 24). The spec's copyright line says 2024 (when it was written); the
 * footer shows the current year.
 */
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>Trade Auction</span>
        </div>
        <nav aria-label="Footer" className="footer-links">
          <Link to="/privacy-policy">Privacy policy</Link>
          <Link to="/terms-and-conditions">Terms and conditions</Link>
          <Link to="/faq">FAQ</Link>
          <Link to="/contact-us">Contact us</Link>
          <Link to="/#app">Install the app</Link>
        </nav>
      </div>
      <p className="copyright">© {year} Trade Auction Ltd. All rights reserved.</p>
    </footer>
  );
}

import { Link } from "@remix-run/react";

/** Spec 000 section 2: logo, copyright (2024), privacy, terms, FAQ and contact links, the app (installed from the home page). */
export function SiteFooter() {
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
      <p className="copyright">© 2024 Trade Auction Ltd. All rights reserved.</p>
    </footer>
  );
}

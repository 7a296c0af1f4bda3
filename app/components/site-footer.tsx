import { Link } from "@remix-run/react";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <img src="/logo.svg" alt="Trade Auction" width="32" height="32" />
        <nav aria-label="Footer" className="footer-links">
          <Link to="/privacy-policy">Privacy policy</Link>
          <Link to="/terms-and-conditions">Terms and conditions</Link>
          <Link to="/faq">FAQ</Link>
          <Link to="/contact-us">Contact us</Link>
        </nav>
        <p className="copyright">© 2024 Trade Auction Ltd. All rights reserved.</p>
      </div>
    </footer>
  );
}

// Home (spec 000 sections 1 and 2): hero, buy and sell, live auctions, hot auction, recently sold,
// the app and the contact form. Signed-in visitors go straight to the live auctions.
import type { LinksFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import homeStyles from "~/styles/home.css";
import { homeAction, homeLoader } from "~/home/home-route.server";
import { Benefits } from "~/home/benefits";
import { LiveAuctions } from "~/home/live-auctions";
import { HotAuction } from "~/home/hot-auction";
import { RecentlySold } from "~/home/recently-sold";
import { InstallApp } from "~/components/install-app";
import { ContactForm, SupportDetails } from "~/components/contact-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];
export const loader = homeLoader;
export const action = homeAction;

/**
 * The browser scrolls to a #hash on a full page load; React Router's scroll restoration does on
 * client navigation. This covers the rest (e.g. BUY clicked while already on the home page).
 */
function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, key]);
}

export default function Home() {
  const home = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  useScrollToHash();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="eyebrow">Trade only · UK motor dealers</p>
          <h1 id="hero-title">The online vehicle auction built for dealers</h1>
          <p className="hero__lead">
            Buy and sell used stock dealer to dealer in timed auctions. Start with a <strong>3 month free trial</strong>
            : no subscription, then pay as you go with a fee per successful transaction.
          </p>
          <div className="row">
            <Link className="button button--accent" to="/register">
              FREE TRIAL
            </Link>
            <a className="button button--ghost" href="#contact">
              Talk to us
            </a>
          </div>
        </div>
        <ol className="hero__steps" aria-label="How it works">
          <li>
            <strong>Register your dealership</strong>
            <span>We check every dealer, and your free trial starts straight away.</span>
          </li>
          <li>
            <strong>Bid or list</strong>
            <span>Set a maximum bid, or launch a vehicle for 1 hour to 14 days.</span>
          </li>
          <li>
            <strong>Complete the deal</strong>
            <span>Pay and collect dealer to dealer. After the trial, a fee only when a sale goes through.</span>
          </li>
        </ol>
      </section>

      <Benefits />
      <LiveAuctions makes={home.makes} />
      {home.hotAuction ? <HotAuction auction={home.hotAuction} renderedAt={home.renderedAt} /> : null}
      {home.recentlySold.length > 0 ? <RecentlySold vehicles={home.recentlySold} /> : null}

      <section className="home-section" id="app" aria-labelledby="app-title">
        <div className="home-section__inner split split--center">
          <div>
            <h2 id="app-title">Take the auction with you</h2>
            <p className="lead">
              Bid, follow your auctions and get push notifications on your phone, wherever you are.
            </p>
          </div>
          <InstallApp />
        </div>
      </section>

      <section className="home-section" id="contact" aria-labelledby="contact-title">
        <div className="home-section__inner split">
          <div>
            <h2 id="contact-title">Get in touch</h2>
            <p className="lead">
              Questions about buying or selling? Send us a message and we will get back to you within one working day.
            </p>
            <SupportDetails />
          </div>
          {/* The #contact fragment brings a visitor without JavaScript back to the form and its errors. */}
          <ContactForm lastResult={lastResult} action="/?index#contact" />
        </div>
      </section>
    </>
  );
}

import { Link } from "@remix-run/react";
import type { MakeAggregation } from "./home-data";

const vehicles = (n: number) => `${n} ${n === 1 ? "vehicle" : "vehicles"}`;

/** Live auctions by make (GET /auction/aggregation) and VIEW ALL VEHICLES, which leads to register. */
export function LiveAuctions({ makes }: { makes: MakeAggregation[] }) {
  return (
    <section className="home-section" id="live-auctions" aria-labelledby="live-auctions-title">
      <div className="home-section__inner">
        <h2 id="live-auctions-title">Live auctions</h2>
        {makes.length > 0 ? (
          <ul className="make-tiles">
            {makes.map((m) => (
              <li key={m.makeId} className="make-tile">
                {m.urlToLogo ? <img src={m.urlToLogo} alt="" width="120" height="60" loading="lazy" /> : null}
                <span className="make-tile__name">{m.make}</span>
                <span className="muted small">{vehicles(m.count)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="lead">New vehicles from dealers across the UK go live every day. Register to see them all.</p>
        )}
        <Link className="button" to="/register">
          VIEW ALL VEHICLES
        </Link>
      </div>
    </section>
  );
}

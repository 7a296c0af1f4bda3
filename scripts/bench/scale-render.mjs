// Issue 23's scale target for the server render: each page at 10,000 live auctions costs at most
// 1.2x the same page on the demo data alone, each as a ratio to its own server's static file. Two
// servers in one loop, the order swapped every round, so both see the same minutes of machine load
// and neither always goes first (the first of a pair measured slower on this machine).
import { renderPlan, timedGet } from "./render-plan.mjs";
import { percentile } from "./http-timing.mjs";

/**
 * p50 of every page of the render plan on two servers (`demoBase` first, then `scaledBase`: for
 * ab-render.mjs, any two), each with its ratio to its own static file and the second's over the first's.
 */
export async function scaleRender(demoBase, scaledBase, rounds) {
  const plans = [await renderPlan(demoBase), await renderPlan(scaledBase)];
  const samples = plans.map((plan) => plan.map(() => []));
  for (let round = -5; round < rounds; round++) {
    for (let i = 0; i < plans[0].length; i++) {
      for (const s of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const [, url, headers] = plans[s][i];
        const ms = await timedGet(url, headers);
        if (round >= 0) samples[s][i].push(ms);
      }
    }
  }
  const p50 = (list) =>
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    );
  const floors = [p50(samples[0][0]), p50(samples[1][0])];
  // How many auction cards each page shows: a page of the demo data may show fewer than a full page.
  const cards = await Promise.all(
    plans.map((plan) => Promise.all(plan.map(([, url, headers]) => cardsOn(url, headers)))),
  );
  return plans[0].map(([label], i) => {
    const demo = p50(samples[0][i]);
    const scaled = p50(samples[1][i]);
    const demoRatio = demo / floors[0];
    const scaledRatio = scaled / floors[1];
    return {
      label,
      demo,
      scaled,
      demoRatio,
      scaledRatio,
      growth: scaledRatio / demoRatio,
      cards: [cards[0][i], cards[1][i]],
    };
  });
}

async function cardsOn(url, headers) {
  const html = await (await fetch(url, { headers })).text();
  return (html.match(/<article class="auction-card"/g) ?? []).length;
}

/** The rows as a markdown table and a verdict line per target. */
export function scaleRenderMarkdown(rows, { scaleBudget, homeBudget, pageBudget }) {
  const verdict = (ok) => (ok ? "met" : "MISSED");
  const table = [
    "| request | cards (demo, 10k) | demo p50 | demo ratio | 10k p50 | 10k ratio | 10k / demo |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| \`${r.label}\` | ${r.cards.join(", ")} | ${r.demo.toFixed(1)} ms | ${r.demoRatio.toFixed(2)}x | ` +
        `${r.scaled.toFixed(1)} ms | ${r.scaledRatio.toFixed(2)}x | ${r.growth.toFixed(2)}x |`,
    ),
  ];
  const pages = rows.slice(1);
  const lines = pages.map((r) => {
    const budget = r.label.startsWith("/ ") ? homeBudget : pageBudget;
    return (
      `- \`${r.label}\`: ${r.scaledRatio.toFixed(2)}x the static file at 10k (budget ${budget}x): ` +
      `${verdict(r.scaledRatio <= budget)}; ${r.growth.toFixed(2)}x its demo-data figure (budget ${scaleBudget}x): ` +
      `${verdict(r.growth <= scaleBudget)}.` +
      (r.cards[0] === r.cards[1]
        ? ""
        : ` It shows ${r.cards[0]} cards on the demo data and ${r.cards[1]} at 10k, so this includes drawing the extra cards.`)
    );
  });
  return [...table, "", ...lines];
}

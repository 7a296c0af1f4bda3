// Issue 3 benchmark: first-load JavaScript per public route, and server render time of `/` and
// `/login` as a ratio to a static file served by the same Worker, measured side by side.
import { firstLoadJs, kb } from "./page-weight.mjs";
import { percentile, timeInterleaved, fmt } from "./http-timing.mjs";

const PUBLIC_ROUTES = [
  "/",
  "/login",
  "/forgot-password",
  "/contact-us",
  "/about-us",
  "/faq",
  "/terms-and-conditions",
  "/privacy-policy",
];
const HOME_JS_BUDGET = 100 * 1024;
const RENDER_RATIO_BUDGET = 3;

export default async function bench({ baseUrl }) {
  const lines = ["| route | JS files | JS (gzip) | CSS (gzip) | HTML (gzip) |", "| --- | --- | --- | --- | --- |"];
  let homeJs = 0;
  for (const route of PUBLIC_ROUTES) {
    try {
      const w = await firstLoadJs(baseUrl, route);
      if (route === "/") homeJs = w.gzip;
      lines.push(`| \`${route}\` | ${w.files} | ${kb(w.gzip)} | ${kb(w.cssGzip)} | ${kb(w.htmlGzip)} |`);
    } catch (error) {
      lines.push(`| \`${route}\` | - | ${error.message} | | |`);
    }
  }
  const staticUrl = `${baseUrl}/favicon.svg`;
  const pages = [`${baseUrl}/`, `${baseUrl}/login`];
  const rounds = 200;
  const samples = await timeInterleaved([staticUrl, ...pages], rounds);
  const staticP50 = percentile(samples[staticUrl], 50);
  const timing = ["| request | p50 | p95 | p50 ratio to static |", "| --- | --- | --- | --- |"];
  timing.push(`| static \`/favicon.svg\` | ${fmt(staticP50)} | ${fmt(percentile(samples[staticUrl], 95))} | 1.0x |`);
  const ratios = {};
  for (const p of pages) {
    const p50 = percentile(samples[p], 50);
    ratios[p] = p50 / staticP50;
    timing.push(
      `| \`${new URL(p).pathname}\` | ${fmt(p50)} | ${fmt(percentile(samples[p], 95))} | ${ratios[p].toFixed(2)}x |`,
    );
  }
  const verdict = [
    `- Home page JavaScript ${kb(homeJs)} gzip against a budget of ${kb(HOME_JS_BUDGET)}: ${homeJs <= HOME_JS_BUDGET ? "met" : "MISSED"}.`,
    ...pages.map(
      (p) =>
        `- \`${new URL(p).pathname}\` render p50 ${ratios[p].toFixed(2)}x the static file against a budget of ${RENDER_RATIO_BUDGET}x: ${ratios[p] <= RENDER_RATIO_BUDGET ? "met" : "MISSED"}.`,
    ),
  ];
  return {
    section: "Public pages",
    markdown: [
      "First-load JavaScript: every script and module preload named by the server-rendered HTML, gzip level 9.",
      "",
      ...lines,
      "",
      `Server render against a static file from the same Worker, ${rounds} sequential requests each, interleaved:`,
      "",
      ...timing,
      "",
      ...verdict,
    ].join("\n"),
  };
}

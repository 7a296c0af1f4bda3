// Draws the app icons the web app manifest and iOS ask for, from the favicon's artwork, with
// Chromium (no image library needed): 192 and 512 px "any" icons (rounded, as the favicon), a
// 512 px maskable icon (full-bleed colour, the car inside the central 80% safe zone) and the 180 px
// apple-touch-icon (square: iOS rounds it). Run `node scripts/make-icons.mjs` after changing the
// favicon; the PNGs are committed under public/icons.
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { CHROMIUM_LAUNCH_OPTIONS } from "./chromium.mjs";

const favicon = readFileSync("public/favicon.svg", "utf8");
// The artwork without its rounded background, to place on a square or full-bleed one.
const artwork = favicon
  .replace(/<svg[^>]*>/, "")
  .replace("</svg>", "")
  .replace(/<rect[^>]*\/>/, "");
const BLUE = "#0b4f8a";

const svg = (size, { rounded, scale }) => {
  const inset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
    <rect width="32" height="32" ${rounded ? 'rx="7"' : ""} fill="${BLUE}"/>
    <g transform="translate(${inset} ${inset}) scale(${scale})">${artwork}</g></svg>`;
};

const ICONS = [
  { file: "icon-192.png", size: 192, rounded: true, scale: 1 },
  { file: "icon-512.png", size: 512, rounded: true, scale: 1 },
  { file: "icon-maskable-512.png", size: 512, rounded: false, scale: 0.7 },
  { file: "apple-touch-icon-180.png", size: 180, rounded: false, scale: 0.85 },
];

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await browser.newPage();
for (const icon of ICONS) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<body style="margin:0;background:transparent">${svg(icon.size, icon)}</body>`);
  await page.locator("svg").screenshot({ path: `public/icons/${icon.file}`, omitBackground: true });
  console.log(`public/icons/${icon.file}`);
}
await browser.close();

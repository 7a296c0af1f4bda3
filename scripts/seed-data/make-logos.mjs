#!/usr/bin/env node
// Generates a simple, original SVG badge for every make in makes.json:
// a rounded rectangle in a distinct colour with the make's name (or initials
// for long names) in a system font. These are NOT manufacturer logos and copy
// no trademarked artwork; they only help users scan lists.
//
// Usage: node scripts/seed-data/make-logos.mjs   (no dependencies)
// Output: public/make-logos/<slug>.svg (overwritten each run)

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const makes = JSON.parse(readFileSync(join(here, "makes.json"), "utf8"));
// Served as static files: the seed points vehicle_makes.logo_url at /make-logos/<slug>.svg.
const outDir = join(here, "..", "..", "public", "make-logos");
mkdirSync(outDir, { recursive: true });

const WIDTH = 120;
const HEIGHT = 60;
const MAX_BYTES = 1536;

function escapeXml(s) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]);
}

// Evenly spread hues (golden angle) so neighbouring makes get clearly different
// colours; saturation/lightness alternate a little and stay dark enough for
// white text to keep a contrast ratio above 4.5:1.
function hslToHex(h, s, l) {
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

function colourFor(index) {
  const hue = (index * 137.508) % 360;
  const sat = index % 2 === 0 ? 62 : 48;
  const light = index % 3 === 0 ? 30 : 34;
  return { fill: hslToHex(hue, sat, light), stroke: hslToHex(hue, sat, light - 12) };
}

function labelFor(name) {
  const words = name.split(/[\s-]+/).filter(Boolean);
  // Short or single-word names are written out (smaller font for long ones).
  if (name.length <= 9 || words.length === 1) return name;
  // Long multi-word names: initials ("Mercedes-Benz" -> "MB", "Land Rover" -> "LR").
  return words.map((w) => w[0].toUpperCase()).join("");
}

function fontSizeFor(label) {
  // Rough width of a sans-serif glyph is ~0.6em; keep 12px padding each side.
  const fit = Math.floor((WIDTH - 24) / (label.length * 0.62));
  return Math.max(11, Math.min(30, fit));
}

function badge(make, index) {
  const { fill, stroke } = colourFor(index);
  const label = labelFor(make.name);
  const size = fontSizeFor(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(make.name)}">` +
    `<title>${escapeXml(make.name)}</title>` +
    `<rect x="1" y="1" width="${WIDTH - 2}" height="${HEIGHT - 2}" rx="12" fill="${fill}" stroke="${stroke}" stroke-width="2"/>` +
    `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" dominant-baseline="central" text-anchor="middle" ` +
    `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="${size}" font-weight="700" fill="#fff">` +
    `${escapeXml(label)}</text></svg>\n`
  );
}

let written = 0;
makes.forEach((make, i) => {
  const svg = badge(make, i);
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${make.slug}.svg is ${bytes} bytes (limit ${MAX_BYTES})`);
  writeFileSync(join(outDir, `${make.slug}.svg`), svg);
  written++;
});
console.log(`Wrote ${written} badges to ${outDir}`);

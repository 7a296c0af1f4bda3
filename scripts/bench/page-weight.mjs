// First-load JavaScript of a page: every script and modulepreload the HTML names, gzipped.
import { gzipSync } from "node:zlib";

export async function firstLoadJs(baseUrl, path, headers = {}) {
  const res = await fetch(`${baseUrl}${path}`, { headers, redirect: "manual" });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const html = await res.text();
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(m[1]);
  // Remix also imports route modules from an inline module script.
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/build\/[^"']+\.js)["']/g)) urls.add(m[1]);
  let raw = 0;
  let gzip = 0;
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const cssUrls = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  let cssGzip = 0;
  for (const u of cssUrls) {
    const body = Buffer.from(await (await fetch(new URL(u, baseUrl))).arrayBuffer());
    cssGzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzip, cssGzip, htmlGzip: gzipSync(Buffer.from(html)).length };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

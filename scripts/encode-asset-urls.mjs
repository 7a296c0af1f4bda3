// Remix names a route's browser module after its file, so a route with a parameter gives files like
// `auction.$id-HASH.js`. The asset server answers a path whose segments are not in their encoded
// form with a 307 to the encoded one (`auction.%24id-HASH.js`), so each page of such a route cost
// the browser one more round trip before its route module could run: the auction detail, My Bids'
// detail, the seller's detail, content pages (seen in Lighthouse's network log). After every
// `remix build` this writes the manifest's URLs encoded, in the browser's manifest and in the
// server build's copy, so the HTML names the URL the asset server answers. Idempotent.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const ASSET_URL = /"\/build\/[^"]+"/g;

/** Each path segment in the form the asset server serves without a redirect. */
export function encodedAssetUrl(url) {
  return url
    .split("/")
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join("/");
}

export function encodeAssetUrls(root = ".") {
  const manifest = readdirSync(`${root}/public/build`).find((name) => /^manifest-\w+\.js$/.test(name));
  const files = [`${root}/build/index.js`, ...(manifest ? [`${root}/public/build/${manifest}`] : [])];
  let changed = 0;
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const next = text.replace(ASSET_URL, (quoted) => {
      const encoded = `"${encodedAssetUrl(quoted.slice(1, -1))}"`;
      if (encoded !== quoted) changed++;
      return encoded;
    });
    if (next !== text) writeFileSync(file, next);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`encode-asset-urls: ${encodeAssetUrls()} asset URLs encoded`);
}

// A quick measure of the first screen of an auction detail page and of /search at 375x812 (JS on),
// on a fresh server with two vehicles listed through the wizard's API (1920x1080 photos).
import { launchChromium } from "./browser.mjs";
import { startFreshServer } from "./fresh-server.mjs";
import { apiToken, listVehicles, makePhotos } from "./listings.mjs";
import { signIn } from "./sign-in.mjs";
import { firstScreen } from "./browser-weight.mjs";
import { kb } from "./page-weight.mjs";

const server = await startFreshServer(Number(process.env.PORT ?? 8814), ".wrangler/bench-detail");
const browser = await launchChromium();
try {
  const { baseUrl } = server;
  const covers = await makePhotos(browser, 2, 1);
  const others = await makePhotos(browser, 11, 101);
  const token = await apiToken(baseUrl, "seller@northfield.test", "Password123!");
  const { ids } = await listVehicles(baseUrl, token, { covers, others, count: 3, launch: 2 });
  const buyer = [
    await signIn(baseUrl, { email: "buyer@riverside.test", password: "Password123!" }),
    "cookie-policy=accepted",
    "buyer-fee-notice=dismissed",
  ];
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    for (const path of [`/auction/${ids[0]}`, "/search"]) {
      const r = await firstScreen(browser, baseUrl, path, buyer, viewport);
      const images = r.rows.filter((x) => x.type === "image");
      console.log(
        `${path} ${viewport.width}x${viewport.height}: ${kb(r.totalGzip)} on the wire (${kb(r.total)} raw); images ${images.length} = ${kb(images.reduce((n, x) => n + x.body, 0))}; largest ${images
          .map((x) => `${new URL(x.url).pathname.slice(-12)} ${kb(x.body)}`)
          .sort()
          .slice(0, 6)
          .join(", ")}`,
      );
    }
  }
  if (process.env.KEEP_FILE) {
    // Leaves the server up for a Lighthouse run: the URLs and cookies go to KEEP_FILE; it stops
    // once that file is deleted.
    const seller = await signIn(baseUrl, { email: "seller@northfield.test", password: "Password123!" });
    const { writeFileSync, existsSync } = await import("node:fs");
    writeFileSync(process.env.KEEP_FILE, JSON.stringify({ baseUrl, auction: ids[0], draft: ids[2], buyer, seller }));
    while (existsSync(process.env.KEEP_FILE)) await new Promise((r) => setTimeout(r, 1000));
  }
} finally {
  await browser.close();
  server.stop();
}

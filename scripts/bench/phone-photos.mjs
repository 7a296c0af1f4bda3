// Issue 22 item 1 benchmark (decisions 0116 and 0117): a dealer without JavaScript posts twelve
// 12 MP phone photos (4032x3024) through step 4's one multiple-file input, in Chromium at 375x812.
// Measures what the Photos summary then costs a phone (cold cache, every photo scrolled into view;
// target 600 KB), how long the post took, and the peak memory of the workerd process while the
// Worker made the variants: for that post and for one 50 MP photo (8160x6120) through POST /media.
// The peak is the process's high-water mark (VmHWM, reset through /proc/PID/clear_refs before each
// step) over its resting size: all of workerd, not only the Worker's isolate, so an upper bound.
import { readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { kb } from "./page-weight.mjs";
import { launchChromium, recordResponses, byType } from "./browser.mjs";
import { startFreshServer } from "./fresh-server.mjs";
import { apiToken } from "./listings.mjs";
import { signIn } from "./sign-in.mjs";
import { phoneJpeg, variedPhoneJpegs } from "../phone-photos.mjs";

const SELLER = { email: "seller@northfield.test", password: "Password123!" };
const SUMMARY_BUDGET = 600 * 1024;
const MB = 2 ** 20;

/** The workerd processes of the server's process group. */
function workerdPids(pgid) {
  const out = execFileSync("ps", ["-o", "pid=,comm=", "-g", String(pgid)], { encoding: "utf8" });
  return out
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .filter(([, comm]) => comm === "workerd")
    .map(([pid]) => Number(pid));
}
const status = (pid, key) =>
  Number(readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${key}:\\s+(\\d+)`))[1]) * 1024;

/** Runs `step` and answers the largest rise of any workerd process's peak over its size before. */
async function peakDuring(pgid, step) {
  const pids = workerdPids(pgid);
  const before = new Map();
  for (const pid of pids) {
    writeFileSync(`/proc/${pid}/clear_refs`, "5"); // resets VmHWM to the current VmRSS
    before.set(pid, status(pid, "VmRSS"));
  }
  const started = Date.now();
  await step();
  const seconds = (Date.now() - started) / 1000;
  const rise = Math.max(...pids.map((pid) => status(pid, "VmHWM") - before.get(pid)));
  const resting = Math.max(...before.values());
  return { rise, resting, seconds };
}

async function draftFor(baseUrl, token) {
  const res = await fetch(`${baseUrl}/api/auction/draft`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ formStep: 4, basicData: { registrationPlate: "PH22 OTO" } }),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`draft answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data.id;
}

async function run({ baseUrl: mainUrl }) {
  const port = Number(process.env.BENCH_PHOTOS_PORT ?? Number(new URL(mainUrl).port) + 4);
  const server = await startFreshServer(port, ".wrangler/bench-photos");
  const browser = await launchChromium();
  try {
    const { baseUrl } = server;
    const loadAtStart = loadavg()[0];
    // Twelve different photos (each its own drawn forecourt scene, noise strength and JPEG quality),
    // so the small variants weigh what real photos' do and the sizes spread as a phone's do.
    const files = (await variedPhoneJpegs(12, { seed: 301 })).map((bytes, i) => ({
      name: `IMG_${3001 + i}.JPG`,
      mimeType: "image/jpeg",
      buffer: Buffer.from(bytes),
    }));
    const sizes = files.map((f) => f.buffer.length);
    const token = await apiToken(baseUrl, SELLER.email, SELLER.password);
    // One 50 MP photo through the API, as the plain form's upload reaches it (first, on a fresh server).
    const big = await phoneJpeg({ width: 8160, height: 6120 });
    const form = new FormData();
    form.append("file", new Blob([big], { type: "image/jpeg" }), "IMG_50MP.JPG");
    form.append("kind", "PHOTO");
    let answer = null;
    const fifty = await peakDuring(server.pid, async () => {
      const res = await fetch(`${baseUrl}/api/media`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      answer = (await res.json()).data;
    });

    const draftId = await draftFor(baseUrl, token);
    const session = await signIn(baseUrl, SELLER);
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    await context.addCookies(
      [session, "cookie-policy=accepted"].map((c) => {
        const [name, ...rest] = c.split("=");
        return { name, value: rest.join("="), url: baseUrl };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/add-vehicle?draft=${draftId}&step=4`);
    const stepHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const inputs = await page.locator("main input[type=file]").count();
    // The form's own fields and its Upload button, posted with the twelve files as the browser would,
    // from Node: a browser on a loaded machine may give up on an answer that takes minutes.
    const { action, fields } = await page.locator('[data-upload-name="photos"] button[type=submit]').evaluate((b) => {
      const form = b.form;
      const entries = [...new FormData(form)].filter(([, v]) => typeof v === "string");
      if (b.name) entries.push([b.name, b.value]);
      return { action: form.action, fields: entries };
    });
    const cookieHeader = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const body = new FormData();
    for (const [k, v] of fields) body.append(k, v);
    for (const f of files) body.append("photos", new Blob([f.buffer], { type: f.mimeType }), f.name);
    let postStatus = 0;
    const post = await peakDuring(server.pid, async () => {
      const res = await fetch(action, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { cookie: cookieHeader, origin: baseUrl },
        signal: AbortSignal.timeout(900_000),
      });
      postStatus = res.status;
      await res.arrayBuffer();
    });
    if (postStatus !== 302 && postStatus !== 303) throw new Error(`the photo post answered ${postStatus}`);
    // The session as it is now (a refresh may have rotated it), for a second, cold-cache context.
    const cookies = await context.cookies();
    await context.close();

    // The summary as a phone without JavaScript opens it: cold cache, then every photo scrolled in.
    const cold = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    await cold.addCookies(cookies);
    const summary = await cold.newPage();
    let summaryUrl = "";
    const recorder = recordResponses(summary);
    await summary.goto(`${baseUrl}/add-vehicle?draft=${draftId}&step=5`, { waitUntil: "load" });
    summaryUrl = summary.url();
    const tiles = await summary.locator(".photo-grid--summary > li").count();
    await summary.waitForTimeout(1500);
    await recorder.settle();
    const firstScreen = byType(recorder.rows);
    for (const img of await summary.locator(".photo-grid--summary img").all()) {
      await img.scrollIntoViewIfNeeded();
      await summary.waitForTimeout(200);
    }
    await summary.waitForTimeout(1500);
    await recorder.settle();
    const whole = byType(recorder.rows);
    const loaded = await summary
      .locator(".photo-grid--summary img")
      .evaluateAll((els) => els.map((e) => `${e.naturalWidth}x${e.naturalHeight}`));
    console.log("summary images as drawn:", loaded.join(" "));
    const biggestImage = Math.max(...recorder.rows.filter((r) => r.type === "image").map((r) => r.body));
    await cold.close();

    const met = whole.totalGzip <= SUMMARY_BUDGET;
    return {
      section: "Phone photos without JavaScript",
      markdown: [
        `Chromium (${browser.version()}) at 375x812 with JavaScript off, on a server of its own with a fresh database (\`wrangler dev\`, local workerd). Twelve different 12 MP phone photos (4032x3024 JPEGs of ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))}, ${(sizes.reduce((a, b) => a + b, 0) / MB).toFixed(1)} MB in all) posted as step 4's one file input and its Upload button post them (the form's own fields, sent from Node with the session: a loaded machine's browser may give up on an answer that takes minutes); the Worker made each photo's display (1440x1080) and small (480x360) variants (decision 0116). Run ${new Date().toISOString()} on ${cpus().length} cores, shared with other jobs: load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end (the times depend on it; the bytes do not).`,
        "",
        "| measure | value |",
        "| --- | --- |",
        `| step 4 without JavaScript: file inputs / page height at 375 px | ${inputs} / ${stepHeight} px (was 12 / 3,471 px) |`,
        `| the post of twelve photos, until the summary answered | ${post.seconds.toFixed(1)} s |`,
        `| workerd peak during that post, over its resting ${(post.resting / MB).toFixed(0)} MB | +${(post.rise / MB).toFixed(1)} MB |`,
        `| Photos summary: page, tiles | ${new URL(summaryUrl).pathname}${new URL(summaryUrl).search}, ${tiles} |`,
        `| Photos summary, first screen (cold cache) | ${kb(firstScreen.totalGzip)} on the wire, ${firstScreen.types.image?.files ?? 0} images |`,
        `| Photos summary, every photo scrolled into view | ${kb(whole.totalGzip)} on the wire (${kb(whole.total)} uncompressed), ${whole.types.image?.files ?? 0} images, largest ${kb(biggestImage)} |`,
        `| one 50 MP photo (8160x6120, ${(big.length / MB).toFixed(1)} MB) through POST /media | ${fifty.seconds.toFixed(1)} s; display variant ${answer?.fileUrl ? "made" : "MISSING"} |`,
        `| workerd peak during the 50 MP upload, over its resting ${(fifty.resting / MB).toFixed(0)} MB | +${(fifty.rise / MB).toFixed(1)} MB |`,
        "",
        `- Photos summary after twelve 12 MP photos posted without JavaScript: ${kb(whole.totalGzip)} with every photo in view, target ${kb(SUMMARY_BUDGET)}: ${met ? "met" : "MISSED"} (was 26.9 MB).`,
        `- Memory: the Worker's limit is 128 MB; the rises above are the whole workerd process (request buffers, R2 and D1 simulators included), so the isolate's own share is at most that.`,
      ].join("\n"),
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

export default { name: "Phone photos without JavaScript", run };

// `node scripts/bench/phone-photos.mjs`: this benchmark alone, its section printed.
if (process.argv[1]?.endsWith("phone-photos.mjs")) {
  const result = await run({ baseUrl: `http://127.0.0.1:${process.env.BENCH_PORT ?? 8795}` });
  console.log(`## ${result.section}\n\n${result.markdown}`);
}

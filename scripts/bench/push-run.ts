// Web Push benchmark (issue 24), run by `npm run bench` (scripts/bench/push.mjs) or alone against a
// test-mode server with VAPID keys: `npx tsx scripts/bench/push-run.ts http://127.0.0.1:8787`.
// 500 bench dealers each subscribe one device (to a local fake push service that verifies the VAPID
// token and decrypts every message) and save an alert for one make; 50 more do the same but turn
// search alert pushes off. Each round publishes one auction of that make: the room's AUCTION_PUBLISHED
// matches the alerts, queues the pushes and wakes the sender. Measured: from the publish request
// leaving to each encrypted push reaching the fake; lost, duplicated, and pushes to members with push off.
import { startPushServiceFake } from "../../tests/support/fakes/push-service";

const ON = Number(process.env.PUSH_BENCH_DEVICES ?? 500);
const OFF = 50;
const ROUNDS = Number(process.env.PUSH_BENCH_ROUNDS ?? 3);
const SELLER = "owner@northfield.test";

async function api<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // A busy machine can make local workerd answer 503 (overloaded); try again after a pause.
    if (res.status === 503 && attempt < 4) {
      await new Promise((r) => setTimeout(r, 2000 * attempt));
      continue;
    }
    const json = (await res.json()) as { data: T };
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `task` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

export async function run(baseUrl: string): Promise<string> {
  const config = await api<{ enabled: boolean; publicKey: string | null }>(baseUrl, "GET", "/push-config");
  if (!config.enabled || !config.publicKey) return "Not run: the server has no VAPID keys (push is off).";
  const fake = await startPushServiceFake();
  try {
    const tag = `Pushbench${Date.now().toString(36)}`;
    await api(baseUrl, "POST", "/test/auctions", {
      sellerEmail: SELLER,
      make: tag,
      model: "Mk1",
      photos: 0,
      launch: false,
    });
    const makes = await api<{ id: number; name: string }[]>(baseUrl, "GET", "/vehicle-make");
    const make = makes.find((m) => m.name.toLowerCase() === tag.toLowerCase())!;
    const models = await api<{ models?: { id: number; name: string }[] } & { id: number }>(
      baseUrl,
      "GET",
      `/vehicle-make/${make.id}`,
    );
    const modelId = (models.models ?? [])[0]?.id ?? -1;
    const emails = await api<string[]>(baseUrl, "POST", "/test/push/bench-members", { count: ON + OFF, prefix: tag });
    const deviceOf = new Map<string, boolean>(); // subscription id -> push on
    await pool(emails, 8, async (email) => {
      const on = deviceOf.size < ON;
      const { token } = await api<{ token: string }>(baseUrl, "POST", "/test/token", { email });
      const sub = await fake.subscribe(config.publicKey!);
      deviceOf.set(sub.id, on);
      await api(
        baseUrl,
        "POST",
        "/organization-member-push-subscription",
        { endpoint: sub.endpoint, keys: sub.keys },
        token,
      );
      await api(
        baseUrl,
        "POST",
        "/organization-member-search-alert",
        {
          makeId: make.id,
          modelId,
          distanceMaxValueInMiles: -1,
          mileageMaxValue: -1,
          yearMinValue: -1,
          yearMaxValue: -1,
        },
        token,
      );
      if (!on)
        await api(
          baseUrl,
          "PUT",
          "/organization-member-notification",
          {
            emailNotifications: [],
            pushNotifications: [{ settingsType: "SEARCH_ALERTS", checked: false }],
          },
          token,
        );
    });
    const onDevices = [...deviceOf].filter(([, on]) => on).map(([id]) => id);
    const latencies: number[] = [];
    let lost = 0;
    let duplicated = 0;
    let toOff = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const auction = await api<{ id: number }>(baseUrl, "POST", "/test/auctions", {
        sellerEmail: SELLER,
        make: tag,
        model: "Mk1",
        photos: 0,
      });
      const mine = () => fake.deliveries.filter((d) => d.message.url === `/auction/${auction.id}`);
      const deadline = performance.now() + 120_000;
      while (new Set(mine().map((d) => d.subscriptionId)).size < onDevices.length && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      // Let late or repeated sends arrive before counting.
      await new Promise((r) => setTimeout(r, 3000));
      const got = mine();
      const bySub = new Map<string, number>();
      for (const d of got) bySub.set(d.subscriptionId, (bySub.get(d.subscriptionId) ?? 0) + 1);
      for (const id of onDevices) {
        const n = bySub.get(id) ?? 0;
        if (n === 0) lost++;
        if (n > 1) duplicated += n - 1;
      }
      toOff += got.filter((d) => !deviceOf.get(d.subscriptionId)).length;
      const firsts = new Map<string, number>();
      for (const d of got) if (!firsts.has(d.subscriptionId)) firsts.set(d.subscriptionId, d.at - started);
      latencies.push(...firsts.values());
    }
    latencies.sort((a, b) => a - b);
    const p50 = pct(latencies, 50);
    const p95 = pct(latencies, 95);
    return [
      `${ON} bench dealers with one subscribed device each and a search alert for one make, plus ${OFF} more who turned search alert pushes off; ${ROUNDS} auctions of that make published in turn.`,
      "Time: from the publish request leaving the client to the encrypted push request reaching a local fake push service, which verifies its VAPID token and decrypts it with the device's key (as a browser would).",
      "",
      "| pushes | p50 | p95 | max | lost | duplicated | to members with push off |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      `| ${latencies.length} of ${ON * ROUNDS} | ${(p50 / 1000).toFixed(2)} s | ${(p95 / 1000).toFixed(2)} s | ${(latencies[latencies.length - 1] / 1000).toFixed(2)} s | ${lost} | ${duplicated} | ${toOff} |`,
      "",
      `- p95 ${(p95 / 1000).toFixed(2)} s against a target of at most 2 s: ${p95 <= 2000 ? "met" : "MISSED"}.`,
      `- Lost ${lost}, duplicated ${duplicated} (target 0 and 0): ${lost === 0 && duplicated === 0 ? "met" : "MISSED"}.`,
      `- Pushes to the ${OFF} members with search alert pushes off: ${toOff} (target 0): ${toOff === 0 ? "met" : "MISSED"}.`,
    ].join("\n");
  } finally {
    await fake.close();
  }
}

const baseUrl = process.argv[2];
if (baseUrl) {
  run(baseUrl).then(
    (markdown) => {
      console.log(markdown);
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

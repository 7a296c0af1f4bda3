// Small helpers for the benchmarks: timed requests and percentiles.
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

export async function timeRequest(url, init) {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return ms;
}

/** Times the given URLs interleaved (a, b, a, b ...) so both see the same machine load. */
export async function timeInterleaved(urls, rounds, init) {
  const samples = Object.fromEntries(urls.map((u) => [u, []]));
  for (let i = 0; i < 5; i++) for (const u of urls) await timeRequest(u, init); // warm-up
  for (let i = 0; i < rounds; i++) {
    for (const u of urls) samples[u].push(await timeRequest(u, init));
  }
  for (const u of urls) samples[u].sort((a, b) => a - b);
  return samples;
}

export const fmt = (ms) => `${ms.toFixed(1)} ms`;

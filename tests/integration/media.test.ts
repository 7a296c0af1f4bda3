import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
  const bucket = await worker.mf.getR2Bucket("MEDIA");
  await bucket.put("photos/abc123.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), {
    httpMetadata: { contentType: "image/jpeg" },
  });
});
afterAll(() => worker?.dispose());

describe("GET /media/<key>", () => {
  it("serves the stored bytes with their type and a year-long immutable cache", async () => {
    const res = await worker.fetch("/media/photos/abc123.jpg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
  });

  it("answers a matching If-None-Match with 304", async () => {
    const first = await worker.fetch("/media/photos/abc123.jpg");
    await first.arrayBuffer();
    const res = await worker.fetch("/media/photos/abc123.jpg", {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(res.status).toBe(304);
  });

  it("serves byte ranges for video seeking", async () => {
    const res = await worker.fetch("/media/photos/abc123.jpg", { headers: { range: "bytes=2-4" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("bytes 2-4/8");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xe0, 1]));
  });

  it("answers 404 for missing or malformed keys", async () => {
    expect((await worker.fetch("/media/photos/missing.jpg")).status).toBe(404);
    expect((await worker.fetch("/media/..%2F..%2Fetc")).status).toBe(404);
  });
});

// POST /media and DELETE /media/{id} (spec 001 sections 5.3 and 7): to R2 and back, types by magic
// bytes, size limits, and organisations kept apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createMember, createOrganization, signTokenFor } from "../support/fixtures";
import { pngBytes } from "../support/media-files";

let worker: TestWorker;
let sellerToken: string;
let rivalToken: string;
let buyerToken: string;

beforeAll(async () => {
  worker = await startWorker();
  const org = await createOrganization(worker);
  const rivalOrg = await createOrganization(worker);
  sellerToken = await signTokenFor(await createMember(worker, org, { isSeller: true }));
  buyerToken = await signTokenFor(await createMember(worker, org, { isBuyer: true }));
  rivalToken = await signTokenFor(await createMember(worker, rivalOrg, { isSeller: true }));
});
afterAll(() => worker?.dispose());

async function upload(
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  name = "car.png",
  extra: Record<string, Blob | string> = {},
) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const res = await worker.fetch("/api/media", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: { id: number; fileUrl: string; thumbnailUrl: string | null };
      message?: string;
    },
  };
}

describe("POST /media", () => {
  it("stores a photo in R2 under a content hash and serves it back with a long cache", async () => {
    const bytes = pngBytes(16, 9, 3);
    const res = await upload(sellerToken, bytes, "wrong-name.txt");
    expect(res.status).toBe(200);
    expect(res.body.data!.fileUrl).toMatch(/^\/media\/photos\/[0-9a-f]{64}\.png$/);
    const served = await worker.fetch(res.body.data!.fileUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("max-age=31536000");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const rows = await worker.sql<{ vehicle_id: number | null; kind: string }>(
      "SELECT vehicle_id, kind FROM vehicle_media WHERE id = ?",
      res.body.data!.id,
    );
    expect(rows).toEqual([{ vehicle_id: null, kind: "PHOTO" }]);
  });

  it("keeps the small variant the browser sent", async () => {
    const res = await upload(sellerToken, pngBytes(32, 18, 4), "big.png", {
      thumbnail: new Blob([pngBytes(8, 4, 4)]),
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.thumbnailUrl).toMatch(/^\/media\/photos\/.+\.png$/);
    expect((await worker.fetch(res.body.data!.thumbnailUrl!)).status).toBe(200);
  });

  it("refuses a file that is not an image or video, whatever its name says", async () => {
    const res = await upload(sellerToken, new TextEncoder().encode("%PDF-1.7 not a photo at all"), "photo.jpg");
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("Upload only image/video format.");
  });

  it("refuses an image over 25 MB", async () => {
    const big = new Uint8Array(25 * 1024 * 1024 + 1);
    big.set(pngBytes(2, 2, 1));
    const res = await upload(sellerToken, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The file is too large: at most 25 MB");
  });

  it("is for sellers only", async () => {
    expect((await upload(buyerToken, pngBytes())).status).toBe(403);
  });
});

describe("DELETE /media/{id}", () => {
  it("deletes its own organisation's upload and the R2 object; another organisation gets 404", async () => {
    const bytes = pngBytes(5, 5, 77);
    const { body } = await upload(sellerToken, bytes);
    const id = body.data!.id;
    const rival = await worker.api("DELETE", `/media/${id}`, { token: rivalToken });
    expect(rival.status).toBe(404);
    expect((await worker.fetch(body.data!.fileUrl)).status).toBe(200);
    const res = await worker.api<{ message: string }>("DELETE", `/media/${id}`, { token: sellerToken });
    expect(res.status).toBe(200);
    expect(await worker.sql("SELECT id FROM vehicle_media WHERE id = ?", id)).toEqual([]);
    // R2 cleanup runs after the answer (waitUntil); give it a moment.
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await worker.fetch(body.data!.fileUrl)).status;
    }
    expect(status).toBe(404);
  });
});

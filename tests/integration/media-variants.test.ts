// Small variants (decision 0066): a plain form posts only the original, and the Worker makes a
// JPEG at most 480 px wide with jSquash, stores it in R2 and records it in D1; deleting the photo
// removes both objects.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createMember, createOrganization, signTokenFor } from "../support/fixtures";
import { pngBytes } from "../support/media-files";
import { jpegBytes, jpegSize } from "../support/jpeg-codec";

let worker: TestWorker;
let token: string;

beforeAll(async () => {
  worker = await startWorker();
  const org = await createOrganization(worker);
  token = await signTokenFor(await createMember(worker, org, { isSeller: true }));
});
afterAll(() => worker?.dispose());

async function upload(bytes: Uint8Array<ArrayBuffer>, extra: Record<string, Blob> = {}) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), "car");
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const res = await worker.fetch("/api/media", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: number; fileUrl: string; thumbnailUrl: string | null } }).data;
}

async function variantOf(url: string | null) {
  expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{64}\.jpg$/);
  const res = await worker.fetch(url!);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/jpeg");
  expect(res.headers.get("cache-control")).toContain("max-age=31536000");
  return jpegSize(await res.arrayBuffer());
}

async function gone(url: string) {
  for (let i = 0; i < 40; i++) {
    if ((await worker.fetch(url)).status === 404) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe("small variants made in the Worker", () => {
  it("makes a JPEG at most 480 px wide from a plain JPEG upload, keeping the aspect ratio", async () => {
    const photo = await upload(await jpegBytes(1600, 900, 2));
    expect(await variantOf(photo.thumbnailUrl)).toEqual({ width: 480, height: 270 });
    const rows = await worker.sql<{ thumbnail_r2_key: string }>(
      "SELECT thumbnail_r2_key FROM vehicle_media WHERE id = ?",
      photo.id,
    );
    expect(`/media/${rows[0].thumbnail_r2_key}`).toBe(photo.thumbnailUrl);
  });

  it("makes one from a PNG too", async () => {
    const photo = await upload(pngBytes(1000, 750, 9));
    expect(await variantOf(photo.thumbnailUrl)).toEqual({ width: 480, height: 360 });
  });

  it("uses the photo itself when it is 480 px wide or less", async () => {
    const photo = await upload(await jpegBytes(400, 300, 3));
    expect(photo.thumbnailUrl).toBe(photo.fileUrl);
  });

  it("keeps the variant the browser sent instead of making one", async () => {
    const sent = await jpegBytes(480, 270, 4);
    const photo = await upload(await jpegBytes(1280, 720, 4), { thumbnail: new Blob([sent]) });
    const served = await worker.fetch(photo.thumbnailUrl!);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(sent);
  });

  it("deleting the photo removes the original and its variant from R2", async () => {
    const photo = await upload(await jpegBytes(1200, 800, 5));
    expect(photo.thumbnailUrl).not.toBe(photo.fileUrl);
    const res = await worker.api("DELETE", `/media/${photo.id}`, { token });
    expect(res.status).toBe(200);
    expect(await gone(photo.fileUrl)).toBe(true);
    expect(await gone(photo.thumbnailUrl!)).toBe(true);
  });
});

describe("deleting a draft", () => {
  it("removes its photos' originals and variants from R2; another organisation cannot delete it", async () => {
    const photo = await upload(await jpegBytes(1100, 700, 6));
    const saved = await worker.api<{ id: number; version: number }>("POST", "/auction/draft", {
      token,
      body: { formStep: 4, vehicleMedia: { photos: [{ mediaMetadataId: photo.id, damages: [] }] } },
    });
    expect(saved.status).toBe(200);
    const { id } = saved.body.data!;
    const draft = await worker.api<{ auctionVersion: number }>("GET", `/auction/draft/${id}`, { token });
    const version = draft.body.data!.auctionVersion;
    const rival = await signTokenFor(await createMember(worker, await createOrganization(worker), { isSeller: true }));
    const refused = await worker.api("POST", `/auction/${id}/delete`, { token: rival, body: { id, version } });
    expect(refused.status).toBe(404);
    expect((await worker.fetch(photo.thumbnailUrl!)).status).toBe(200);
    const res = await worker.api("POST", `/auction/${id}/delete`, { token, body: { id, version } });
    expect(res.status).toBe(200);
    expect(await gone(photo.fileUrl)).toBe(true);
    expect(await gone(photo.thumbnailUrl!)).toBe(true);
  });
});

// Phone photos posted without JavaScript (issue 22, decision 0116): the Worker makes the display
// variant (inside 1920x1080, upright per EXIF) in place of the original and the 480 px small one,
// for a 12 MP photo held upright and for a 50 MP one, within its memory (the decoder reports what
// it held). A JPEG it cannot read is kept aside and never served: the placeholder is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createMember, createOrganization, signTokenFor } from "../support/fixtures";
import { describeJpeg, phoneJpeg } from "../support/phone-photos";
import { pngBytes } from "../support/media-files";

let worker: TestWorker;
let token: string;
const photos: Record<string, Uint8Array<ArrayBuffer>> = {};
// Real 12 and 50 MP photos are made and decoded here: a budget for a loaded 2-core machine, not a
// speed check (the figures are in npm run bench).
const BUDGET = 180_000;

beforeAll(async () => {
  // Made before the Worker starts: seconds of work between two requests would leave its pooled
  // connections idle long enough to be closed under them.
  photos.upright12 = await phoneJpeg({ width: 4032, height: 3024, orientation: 6 });
  photos.wide50 = await phoneJpeg({ width: 8160, height: 6120 });
  photos.screenshot = pngBytes(3000, 10000, 3);
  photos.fits = await phoneJpeg({ width: 1600, height: 900, sigma: 4 });
  photos.unreadable = await phoneJpeg({ width: 2400, height: 1800, sigma: 4 });
  worker = await startWorker();
  token = await signTokenFor(await createMember(worker, await createOrganization(worker), { isSeller: true }));
}, BUDGET);
afterAll(() => worker?.dispose());

interface Uploaded {
  id: number;
  fileUrl: string;
  thumbnailUrl: string | null;
  contentType: string;
}

/** What the no-JavaScript form sends through the wizard: the file and its kind, no thumbnail. */
async function upload(bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), "IMG_0001.JPG");
  form.append("kind", "PHOTO");
  const res = await worker.fetch("/api/media", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Uploaded }).data;
}

async function served(url: string | null) {
  // A GET may be sent once more: after a long upload on a loaded machine the pooled connection it
  // reuses was sometimes closed under it ("other side closed"); the Worker itself answered.
  const res = await worker.fetch(url!).catch(() => worker.fetch(url!));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/jpeg");
  const bytes = await res.arrayBuffer();
  return { bytes: bytes.byteLength, ...(await describeJpeg(bytes)) };
}

describe("phone photos posted without JavaScript", () => {
  it(
    "a 12 MP photo held upright (EXIF 6) gets an upright 810x1080 display variant and a 480x640 small one",
    async () => {
      const original = photos.upright12;
      expect(original.length).toBeGreaterThan(2_000_000);
      const photo = await upload(original);
      expect(photo.contentType).toBe("image/jpeg");
      const display = await served(photo.fileUrl);
      expect([display.width, display.height]).toEqual([810, 1080]);
      // The band the camera stored along the top is on the right once turned clockwise.
      expect(display.rightRed).toBeGreaterThan(180);
      expect(display.topRed).toBeLessThan(160);
      expect(display.bytes).toBeLessThan(original.length / 4);
      const small = await served(photo.thumbnailUrl);
      expect([small.width, small.height]).toEqual([480, 640]);
      expect(small.rightRed).toBeGreaterThan(180);
      const [row] = await worker.sql<{ size_bytes: number; content_type: string }>(
        "SELECT size_bytes, content_type FROM vehicle_media WHERE id = ?",
        photo.id,
      );
      expect(row).toEqual({ size_bytes: display.bytes, content_type: "image/jpeg" });
    },
    BUDGET,
  );

  it(
    "a 50 MP photo (8160x6120) gets a 1440x1080 display variant and a 480x360 small one",
    async () => {
      const original = photos.wide50;
      expect(original.length).toBeGreaterThan(8_000_000);
      expect(original.length).toBeLessThan(25 * 1024 * 1024);
      const photo = await upload(original);
      const display = await served(photo.fileUrl);
      expect([display.width, display.height]).toEqual([1440, 1080]);
      expect(display.topRed).toBeGreaterThan(180);
      const small = await served(photo.thumbnailUrl);
      expect([small.width, small.height]).toEqual([480, 360]);
    },
    BUDGET,
  );

  it(
    "a 30 MP PNG screenshot is shrunk row by row",
    async () => {
      const photo = await upload(photos.screenshot);
      const display = await served(photo.fileUrl);
      expect([display.width, display.height]).toEqual([324, 1080]);
      expect(photo.thumbnailUrl).toBe(photo.fileUrl);
    },
    BUDGET,
  );

  it(
    "a photo that already fits stays as it was, with a small variant beside it",
    async () => {
      const original = photos.fits;
      const photo = await upload(original);
      const kept = new Uint8Array(await (await worker.fetch(photo.fileUrl)).arrayBuffer());
      // Compared as one flag: a byte-by-byte diff of two large arrays would take minutes to print.
      expect(kept.length === original.length && kept.every((b, i) => b === original[i])).toBe(true);
      const small = await served(photo.thumbnailUrl);
      expect([small.width, small.height]).toEqual([480, 270]);
    },
    BUDGET,
  );
});

describe("a JPEG the Worker cannot read", () => {
  it(
    "is never served as it is: the placeholder is, and the cron's later tries set it aside",
    async () => {
      const original = photos.unreadable;
      // Arithmetic coding (SOF9), which no phone writes and the decoder refuses.
      const sof = original.findIndex((b, i) => b === 0xff && original[i + 1] === 0xc0);
      original[sof + 1] = 0xc9;
      const photo = await upload(original);
      expect(photo.fileUrl).toMatch(/^\/media\/photos\/pending\//);
      expect(photo.thumbnailUrl).toBeNull();
      const held = await worker.fetch(photo.fileUrl);
      // The placeholder picture where the assets are served (tests have none), never the JPEG.
      expect(held.status).toBe(404);
      expect(held.headers.get("content-type")).not.toBe("image/jpeg");
      expect((await held.arrayBuffer()).byteLength).toBeLessThan(10_000);
      const cron = await worker.mf.getWorker();
      for (let i = 0; i < 3; i++) await cron.scheduled({ cron: "*/5 * * * *" });
      const [row] = await worker.sql<{ r2_key: string }>("SELECT r2_key FROM vehicle_media WHERE id = ?", photo.id);
      expect(row.r2_key).toMatch(/^photos\/unreadable\//);
      expect((await worker.fetch(`/media/${row.r2_key}`)).status).toBe(404);
    },
    BUDGET,
  );
});

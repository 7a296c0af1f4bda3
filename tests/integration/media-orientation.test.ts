// A phone photo held upright is stored sideways with EXIF orientation 6: the small variant the
// Worker makes from a plain form's upload is upright (portrait), like the original on screen.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createMember, createOrganization, signTokenFor } from "../support/fixtures";
import { jpegBytes, jpegSize } from "../support/jpeg-codec";
import { withOrientation } from "../support/exif";

let worker: TestWorker;
let token: string;

beforeAll(async () => {
  worker = await startWorker();
  token = await signTokenFor(await createMember(worker, await createOrganization(worker), { isSeller: true }));
});
afterAll(() => worker?.dispose());

it("makes an upright 480 px variant from a sideways-stored JPEG with orientation 6", async () => {
  const form = new FormData();
  form.append("file", new Blob([withOrientation(await jpegBytes(960, 540, 3), 6)]), "portrait.jpg");
  const res = await worker.fetch("/api/media", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  const { thumbnailUrl } = ((await res.json()) as { data: { thumbnailUrl: string | null } }).data;
  const small = await worker.fetch(thumbnailUrl!);
  expect(await jpegSize(await small.arrayBuffer())).toEqual({ width: 480, height: 853 });
});

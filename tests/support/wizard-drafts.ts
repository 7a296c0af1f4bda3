// What the wizard's integration tests build a draft from: a photo uploaded through POST /media and a
// complete step-3 vehicle (the make and model of `ensureMake`).
import type { TestWorker } from "./worker";
import { pngBytes } from "./media-files";

/** Uploads a tiny PNG as `token`'s member and answers its media id. */
export async function uploadPhoto(worker: TestWorker, token: string, seed: number): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([pngBytes(4, 3, seed)]), `p${seed}.png`);
  const res = await worker.fetch("/api/media", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Step 3 filled in with no errors. */
export const completeBasicData = (make: { makeId: number; modelId: number }) => ({
  registrationPlate: "ab19 cde",
  makeId: make.makeId,
  modelId: make.modelId,
  derivative: "1.0 EcoBoost Titanium 5dr",
  mileage: 42000,
  year: 2019,
  dateOfFirstRegistration: "2019-03-01",
  colour: "Blue",
  carType: "Hatchback",
  doors: 5,
  fuel: "Petrol",
  engineSize: 999,
  transmission: "Manual",
  previousKeepersInTotal: 2,
  vin: "WF0JXXGAHJKA12345",
});

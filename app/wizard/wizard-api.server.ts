// The wizard pages' calls to the API as the signed-in seller: load, save, look up, upload.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { DraftDto, VehicleLookupDto } from "~contract/dto/draft";
import type { DraftSave } from "~contract/wizard/draft-request";
import type { MediaUploadDto } from "~contract/media";
import type { MeAnswer } from "~contract/token";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";

export interface WizardCall {
  request: Request;
  context: AppLoadContext;
  viewer: Viewer;
}

export const call = <T>(c: WizardCall, method: string, path: string, body?: unknown) =>
  viewerApi<T>(c.request, c.context, c.viewer, method, path, body === undefined ? {} : { body });

export const loadDraft = (c: WizardCall, id: number) => call<DraftDto>(c, "GET", `/auction/draft/${id}`);

export const saveDraft = (c: WizardCall, body: DraftSave) =>
  call<{ id: number; version: number; validationErrors: DraftDto["validationErrors"] }>(
    c,
    "POST",
    "/auction/draft",
    body,
  );

export const lookUp = (c: WizardCall, registrationPlate: string) =>
  call<VehicleLookupDto>(c, "POST", "/cap/make", { registrationPlate });

/** Uploads each non-empty file; answers the new media ids, or the first error message. */
export async function uploadFiles(c: WizardCall, files: File[], kind = "PHOTO") {
  const ids: number[] = [];
  for (const file of files) {
    if (!(file instanceof File) || file.size === 0) continue;
    const form = new FormData();
    form.append("file", file, file.name || "upload");
    form.append("kind", kind);
    const res = await call<MediaUploadDto>(c, "POST", "/media", form);
    if (!res.ok) return { ids, error: res.error.message };
    ids.push(res.data.id);
  }
  return { ids, error: null as string | null };
}

/** Why the organisation cannot launch now, or null (decision 0091): said before the dealer starts. */
export async function launchClosedOf(c: WizardCall) {
  const me = await call<MeAnswer>(c, "GET", "/auth/me");
  return me.ok ? me.data.launchClosed : null;
}

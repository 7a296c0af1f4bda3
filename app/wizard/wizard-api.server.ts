// The wizard pages' calls to the API as the signed-in seller: load, save, look up, upload.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { DraftSave } from "~contract/wizard/draft-request";
import { viewerApi, type Viewer, type ViewerCallOptions } from "~/sessions/viewer.server";
import type { ApiMethod, OptionalWhenEmpty, PathsFor } from "~/api/typed-paths";

export interface WizardCall {
  request: Request;
  context: AppLoadContext;
  viewer: Viewer;
}

export const call = <M extends ApiMethod, P extends PathsFor<M>>(
  c: WizardCall,
  method: M,
  path: P,
  ...options: OptionalWhenEmpty<ViewerCallOptions<M, P>>
) => viewerApi(c.request, c.context, c.viewer, method, path, ...options);

export const loadDraft = (c: WizardCall, id: number) => call(c, "GET", "/auction/draft/{id}", { params: { id } });

export const saveDraft = (c: WizardCall, body: DraftSave) => call(c, "POST", "/auction/draft", { body });

export const lookUp = (c: WizardCall, registrationPlate: string) =>
  call(c, "POST", "/cap/make", { body: { registrationPlate } });

/** Uploads each non-empty file; answers the new media ids, or the first error message. */
export async function uploadFiles(c: WizardCall, files: File[], kind = "PHOTO") {
  const ids: number[] = [];
  for (const file of files) {
    if (!(file instanceof File) || file.size === 0) continue;
    const form = new FormData();
    form.append("file", file, file.name || "upload");
    form.append("kind", kind);
    const res = await call(c, "POST", "/media", { body: form });
    if (!res.ok) return { ids, error: res.error.message };
    ids.push(res.data.id);
  }
  return { ids, error: null as string | null };
}

/** Why the organisation cannot launch now, or null (decision 0091): said before the dealer starts. */
export async function launchClosedOf(c: WizardCall) {
  const me = await call(c, "GET", "/auth/me");
  return me.ok ? me.data.launchClosed : null;
}

// The dispute page's server side: the sale as either party sees it (the buyer's detail, or the
// seller's when the API sends the seller there), its dispute, and the two forms' posts. Photos go
// to the API's dispute upload one by one, then the dispute names them; without JavaScript the
// plain multipart form carries them.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { DISPUTE_MESSAGES } from "~contract/messages/disputes";
import { MAX_DISPUTE_PHOTOS, type DisputeReason } from "~contract/disputes";
import { formatPounds } from "~contract/money";
import { errorMessage, failureOf } from "~/api/error-messages";
import { pageFailure } from "~/api/load-failure.server";
import { toastHeaders } from "~/sessions/flash.server";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";

export const disputePath = (id: number) => `/auction/${id}/dispute`;

/** The sale's detail for either side: the buyer's view, or the seller's own. */
export async function saleDetail(request: Request, context: AppLoadContext, viewer: Viewer, id: number) {
  const buyerSide = await viewerApi(request, context, viewer, "GET", "/auction/{id}", { params: { id } });
  if (buyerSide.ok) return buyerSide.data;
  const own =
    buyerSide.status === 302
      ? await viewerApi(request, context, viewer, "GET", "/auction/my-auctions/{id}", { params: { id } })
      : buyerSide;
  if (own.ok) return own.data;
  throw pageFailure(own);
}

export async function loadDispute(request: Request, context: AppLoadContext, viewer: Viewer, id: number) {
  const result = await viewerApi(request, context, viewer, "GET", "/auction/{id}/dispute", { params: { id } });
  return result.ok ? result.data : null;
}

/** A photo uploaded on a refused raise, shown as kept and named again by the next post. */
export interface KeptPhoto {
  id: number;
  url: string;
}

export interface DisputeActionData {
  intent: "raise" | "answer";
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError?: string;
  kept?: KeptPhoto[];
}

// Only our own media paths are shown back; the API checks each id is the member's own upload.
const MEDIA_URL = /^\/media\/[\w./-]+$/;

/** The photos a refused raise kept ("keptPhoto", id and url as JSON), less those ticked "removePhoto". */
function keptPhotos(form: FormData): KeptPhoto[] {
  const removed = new Set(form.getAll("removePhoto").map(String));
  return form.getAll("keptPhoto").flatMap((raw) => {
    try {
      const p = JSON.parse(String(raw)) as Partial<KeptPhoto>;
      const ok = Number.isSafeInteger(p.id) && typeof p.url === "string" && MEDIA_URL.test(p.url);
      return ok && !removed.has(String(p.id)) ? [{ id: p.id!, url: p.url! }] : [];
    } catch {
      return [];
    }
  });
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

async function done(context: AppLoadContext, viewer: Viewer, id: number, ok: boolean, message: string) {
  return redirect(disputePath(id), {
    headers: await toastHeaders(context, viewer, { type: ok ? "success" : "error", message }),
  });
}

/**
 * The buyer's post: each new photo uploaded, then the dispute raised naming them with those kept
 * from a refused try. A refusal answers every photo uploaded so far as kept, so none is chosen twice.
 */
export async function raiseDispute(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  id: number,
  form: FormData,
) {
  const values = { reason: text(form, "reason"), description: text(form, "description") };
  const files = form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
  const kept = keptPhotos(form);
  const refused = (fieldErrors: Record<string, string[]>, formError?: string): DisputeActionData => ({
    intent: "raise",
    values,
    fieldErrors,
    formError,
    kept,
  });
  if (kept.length + files.length > MAX_DISPUTE_PHOTOS)
    return refused({ photos: [DISPUTE_MESSAGES.fields.tooManyPhotos] });
  for (const file of files) {
    const body = new FormData();
    body.append("file", file);
    const up = await viewerApi(request, context, viewer, "POST", "/auction/{id}/dispute/photos", {
      params: { id },
      body,
    });
    if (!up.ok) {
      const failure = failureOf(up);
      if (failure.status === 403 || failure.status === 409)
        return done(context, viewer, id, false, errorMessage(failure));
      return refused({ photos: [`${file.name}: ${errorMessage(failure)}`] });
    }
    kept.push({ id: up.data.id, url: up.data.thumbnailUrl ?? up.data.fileUrl });
  }
  const result = await viewerApi(request, context, viewer, "POST", "/auction/{id}/dispute", {
    params: { id },
    // Typed as a reason, checked by the API's schema: an unknown one answers its field message.
    body: { ...values, reason: values.reason as DisputeReason, photoIds: kept.map((p) => p.id) },
  });
  if (result.ok) return done(context, viewer, id, true, result.data.message);
  const failure = failureOf(result);
  if (failure.status !== 412) return done(context, viewer, id, false, errorMessage(failure));
  const { photoIds, ...fieldErrors } = failure.fieldErrors ?? {};
  // A kept photo the API no longer takes (used meanwhile): all are chosen again, as the message says.
  if (photoIds) kept.length = 0;
  return refused(photoIds ? { ...fieldErrors, photos: photoIds } : fieldErrors);
}

/** The seller's post: the answer. */
export async function answerDispute(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  id: number,
  form: FormData,
) {
  const values = { answer: text(form, "answer") };
  const result = await viewerApi(request, context, viewer, "POST", "/auction/{id}/dispute/answer", {
    params: { id },
    body: values,
  });
  if (result.ok) return done(context, viewer, id, true, result.data.message);
  const failure = failureOf(result);
  if (failure.status === 412)
    return { intent: "answer", values, fieldErrors: failure.fieldErrors ?? {} } as DisputeActionData;
  return done(context, viewer, id, false, errorMessage(failure));
}

export const salePrice = (pence: number | null) => formatPounds(pence ?? 0);

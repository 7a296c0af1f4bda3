// The dispute page's server side: the sale as either party sees it (the buyer's detail, or the
// seller's when the API sends the seller there), its dispute, and the two forms' posts. Photos go
// to the API's dispute upload one by one, then the dispute names them; without JavaScript the
// plain multipart form carries them.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { DISPUTE_MESSAGES } from "~contract/messages/disputes";
import { MAX_DISPUTE_PHOTOS, type DisputeReason } from "~contract/disputes";
import { formatPounds } from "~contract/money";
import { errorMessage, failureOf } from "~/api/error-messages";
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
  throw new Response(errorMessage(failureOf(own)), { status: own.status === 404 ? 404 : own.status });
}

export async function loadDispute(request: Request, context: AppLoadContext, viewer: Viewer, id: number) {
  const result = await viewerApi(request, context, viewer, "GET", "/auction/{id}/dispute", { params: { id } });
  return result.ok ? result.data : null;
}

export interface DisputeActionData {
  intent: "raise" | "answer";
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError?: string;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

async function done(context: AppLoadContext, viewer: Viewer, id: number, ok: boolean, message: string) {
  return redirect(disputePath(id), {
    headers: await toastHeaders(context, viewer, { type: ok ? "success" : "error", message }),
  });
}

/** The buyer's post: each photo uploaded, then the dispute raised naming them. */
export async function raiseDispute(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  id: number,
  form: FormData,
) {
  const values = { reason: text(form, "reason"), description: text(form, "description") };
  const files = form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
  const refused = (fieldErrors: Record<string, string[]>, formError?: string): DisputeActionData => ({
    intent: "raise",
    values,
    fieldErrors,
    formError,
  });
  if (files.length > MAX_DISPUTE_PHOTOS) return refused({ photos: [DISPUTE_MESSAGES.fields.tooManyPhotos] });
  const photoIds: number[] = [];
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
    photoIds.push(up.data.id);
  }
  const result = await viewerApi(request, context, viewer, "POST", "/auction/{id}/dispute", {
    params: { id },
    // Typed as a reason, checked by the API's schema: an unknown one answers its field message.
    body: { ...values, reason: values.reason as DisputeReason, photoIds },
  });
  if (result.ok) return done(context, viewer, id, true, result.data.message);
  const failure = failureOf(result);
  if (failure.status === 412) return refused(failure.fieldErrors ?? {});
  return done(context, viewer, id, false, errorMessage(failure));
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

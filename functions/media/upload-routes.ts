// POST /media and DELETE /media/{id} (spec 001 sections 5.3 and 7). An upload is a multipart
// `file` (and optionally a `thumbnail`, the small variant the browser made); the type is decided by
// the file's first bytes, never its name. The row starts unattached (vehicle_id null) and belongs
// to the uploader's organisation; saving a draft attaches it.
import { z } from "../contract/answers/zod";
import type { ApiContext, Route } from "../api/types";
import { ApiError, badRequest, forbidden, json, notFound } from "../api/http";
import { maxBytesFor, sniffMediaType, type MediaUploadDto, type SniffedType } from "../contract/media";
import { MEDIA_KINDS } from "../contract/vehicles";
import { WIZARD_MESSAGES } from "../contract/messages/wizard";
import { PENDING_FOLDER, deleteUnreferenced, mediaUrl, putImage, putMedia } from "./media-store";
import { storeWithVariants, type StoredImage } from "./store-variants";

import { requireSellerCaller } from "../organisation/seller-access";

const MEGABYTE = 1024 * 1024;
const THUMBNAIL_MAX_BYTES = 2 * MEGABYTE;
const wrongType = () => new ApiError(415, WIZARD_MESSAGES.wrongFileType, "UNSUPPORTED_MEDIA_TYPE");

async function sniffFile(file: File) {
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  return sniffMediaType(head);
}

export async function readUpload(c: ApiContext): Promise<FormData> {
  const type = c.request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw wrongType();
  try {
    return await c.request.formData();
  } catch {
    throw badRequest("The upload could not be read");
  }
}

/**
 * An image and its small variant: the one the browser made and sent (JavaScript); else, for a JPEG
 * or PNG a plain form posted, the variants made here (decision 0116). One whose variants cannot be
 * made is kept under photos/pending/ for the cron's later try and never served as it is. WebP, GIF
 * and HEIC, which no codec here reads, are kept as they came.
 */
async function storeImage(c: ApiContext, sent: FormDataEntryValue | null, file: File, type: SniffedType) {
  const plain = (key: string, thumbnailKey: string | null): StoredImage => ({
    key,
    thumbnailKey,
    contentType: type.contentType,
    size: file.size,
  });
  if (sent instanceof File && sent.size > 0 && sent.size <= THUMBNAIL_MAX_BYTES) {
    const sentType = await sniffFile(sent);
    if (sentType && !sentType.isVideo)
      return plain(await putMedia(c.env, file, type), await putMedia(c.env, sent, sentType));
  }
  if (type.contentType !== "image/jpeg" && type.contentType !== "image/png")
    return plain(await putMedia(c.env, file, type), null);
  const bytes = await file.arrayBuffer();
  return (
    (await storeWithVariants(c.env, bytes, type)) ?? plain(await putImage(c.env, bytes, type, PENDING_FOLDER), null)
  );
}

async function upload(c: ApiContext): Promise<Response> {
  requireSellerCaller(c);
  return json(await storeUpload(c, await readUpload(c), {}));
}

/**
 * Stores the form's `file` (and `thumbnail`) as an unattached media row of the caller's
 * organisation: the wizard's upload, and a dispute's photos (`imagesOnly`, decision 0172).
 */
export async function storeUpload(
  c: ApiContext,
  form: FormData,
  options: { imagesOnly?: true },
): Promise<MediaUploadDto> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw wrongType();
  const type = await sniffFile(file);
  if (!type || (options.imagesOnly && type.isVideo)) throw wrongType();
  const limit = maxBytesFor(type);
  if (file.size > limit) throw new ApiError(413, WIZARD_MESSAGES.fileTooLarge(limit / MEGABYTE), "FILE_TOO_LARGE");
  const askedKind = z.enum(MEDIA_KINDS).safeParse(form.get("kind"));
  const kind = type.isVideo ? "VIDEO" : askedKind.success && askedKind.data !== "VIDEO" ? askedKind.data : "PHOTO";
  const stored: StoredImage = type.isVideo
    ? { key: await putMedia(c.env, file, type), thumbnailKey: null, contentType: type.contentType, size: file.size }
    : await storeImage(c, form.get("thumbnail"), file, type);
  const { key, thumbnailKey } = stored;
  const row = await c.env.DB.prepare(
    `INSERT INTO vehicle_media (organization_id, uploaded_by, r2_key, content_type, size_bytes, kind, thumbnail_r2_key)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(c.caller.organizationId, c.caller.id, key, stored.contentType, stored.size, kind, thumbnailKey)
    .first<{ id: number }>();
  const answer: MediaUploadDto = {
    id: row!.id,
    fileUrl: mediaUrl(key)!,
    contentType: stored.contentType,
    thumbnailUrl: mediaUrl(thumbnailKey),
  };
  return answer;
}

interface MediaRow {
  id: number;
  kind: string;
  vehicle_id: number | null;
  r2_key: string;
  thumbnail_r2_key: string | null;
}

async function remove(c: ApiContext): Promise<Response> {
  requireSellerCaller(c);
  const id = Number(c.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  const db = c.env.DB;
  const media = await db
    .prepare(
      `SELECT m.id, m.kind, m.vehicle_id, m.r2_key, m.thumbnail_r2_key FROM vehicle_media m
       WHERE m.id = ? AND m.organization_id = ?`,
    )
    .bind(id, c.caller.organizationId)
    .first<MediaRow>();
  if (!media) throw notFound();
  // A dispute's photo is the buyer's evidence once the dispute is raised (decision 0172): it stays.
  const evidence = await db.prepare("SELECT 1 AS x FROM dispute_photos WHERE media_id = ?").bind(id).first();
  if (evidence) throw forbidden();
  if (media.vehicle_id !== null) {
    // Attached media go with the draft's rules: only its seller or the owner, only while editable.
    const auction = await db
      .prepare("SELECT seller_id, status FROM auctions WHERE vehicle_id = ? ORDER BY id DESC LIMIT 1")
      .bind(media.vehicle_id)
      .first<{ seller_id: number; status: string }>();
    if (auction && !c.caller.isOwner && auction.seller_id !== c.caller.id) throw forbidden();
    if (auction && auction.status === "SOLD") throw forbidden();
  }
  const children = await db
    .prepare("SELECT r2_key, thumbnail_r2_key FROM vehicle_media WHERE parent_media_id = ?")
    .bind(id)
    .all<{ r2_key: string; thumbnail_r2_key: string | null }>();
  await db.batch([
    db.prepare("DELETE FROM vehicle_media WHERE parent_media_id = ?").bind(id),
    db.prepare("DELETE FROM vehicle_media WHERE id = ?").bind(id),
    ...(media.vehicle_id !== null
      ? [db.prepare("UPDATE vehicles SET version = version + 1 WHERE id = ?").bind(media.vehicle_id)]
      : []),
  ]);
  const keys = [
    media.r2_key,
    media.thumbnail_r2_key,
    ...children.results.flatMap((r) => [r.r2_key, r.thumbnail_r2_key]),
  ];
  c.ctx.waitUntil(deleteUnreferenced(c.env, keys).catch((e) => console.error("media cleanup failed", e)));
  const message = media.kind === "VIDEO" ? WIZARD_MESSAGES.videoRemoved : "Photo removed successfully";
  return json({ id, message });
}

/** A file part of the form, as OpenAPI names one (the handler reads and sniffs it). */
export const filePart = (description: string) => z.string().openapi({ format: "binary", description });

const UploadForm = z.object({
  file: filePart("The photo or video; its type is decided by its bytes (JPEG, PNG, WebP, GIF, HEIC; MP4, MOV, WebM)"),
  thumbnail: filePart("A small JPEG of the photo the browser made, stored as its thumbnail").optional(),
  kind: z.enum(MEDIA_KINDS).optional().openapi({ description: "What the photo shows; a video is always VIDEO" }),
});

export const UploadAnswer = z.object({
  id: z.number().int(),
  fileUrl: z.string(),
  contentType: z.string(),
  thumbnailUrl: z.string().nullable(),
});

export const mediaUploadRoutes: Route[] = [
  {
    method: "POST",
    path: "/media",
    access: "member",
    summary: "Upload a photo or video (multipart `file`, optional `thumbnail` and `kind`)",
    tags: ["media"],
    errors: ["UNSUPPORTED_MEDIA_TYPE", "FILE_TOO_LARGE"],
    statuses: [404],
    request: { multipart: UploadForm, checkedByHandler: true },
    responses: { 200: UploadAnswer },
    handler: upload,
  },
  {
    method: "DELETE",
    path: "/media/{id}",
    access: "member",
    summary: "Delete an uploaded photo or video and what hangs off it",
    tags: ["media"],
    request: { params: z.object({ id: z.coerce.number().int().positive() }) },
    responses: { 200: z.object({ id: z.number().int(), message: z.string() }) },
    handler: remove,
  },
];

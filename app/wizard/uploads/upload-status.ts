// The shapes shared by the upload box and the Uppy module it loads on demand (decision 0067).
import type { MediaUploadDto } from "~contract/media";
import type { MediaKind } from "~contract/vehicles";

/** Spec 001 section 3's statuses, plus FAILED for a refused or lost upload. */
export type UploadStatus = "PENDING" | "IN_PROGRESS" | "SENT" | "FAILED";

export interface FileState {
  name: string;
  status: UploadStatus;
  percent: number;
  error?: string;
  media?: MediaUploadDto;
}

export interface UploaderOptions {
  kind: MediaKind;
  /** `image/*` or `video/*`. */
  accept: string;
  maxFiles?: number;
}

export interface UploadEvents {
  onStatus(id: string, patch: Partial<FileState>): void;
  onProgress(percent: number): void;
  onError(message: string): void;
  /** Every file finished; the ids of those the API took. */
  onComplete(ids: number[], previews: Record<number, number>): void;
}

export type Uploader = { add(files: File[]): Promise<void>; destroy(): void };

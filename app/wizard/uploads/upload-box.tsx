// An upload box of the wizard (steps 4, 5 and 6). Without JavaScript it is a plain file input and
// a submit button that posts the files with the step's form. With JavaScript, choosing or dropping
// files loads Uppy (a dynamic import, so no other page ships it), uploads each file with a progress
// bar and its status (PENDING, IN_PROGRESS, SENT), then posts the new media ids with the same
// intent, so the server attaches them exactly as it does posted files (decision 0067).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useSubmit } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { FileState, Uploader, UploaderOptions } from "./upload-status";

interface Props extends UploaderOptions {
  name: string;
  label: string;
  intent: string;
  multiple?: boolean;
  error?: string;
  /** Posted with the ids (the step, the draft id, a damage type read when the upload ends...). */
  fields: Record<string, string> | (() => Record<string, string>);
  /** The no-JavaScript submit button's words ("Upload"). */
  submitLabel?: string;
  /** A tile's box: no drop hint, the label kept for screen readers only. */
  compact?: boolean;
  /** A check before uploading, e.g. a damage type chosen; answers a message to stop. */
  precheck?: () => string | null;
  children?: ReactNode;
}

const STATUS_WORDS: Record<FileState["status"], string> = {
  PENDING: "Pending",
  IN_PROGRESS: "Uploading",
  SENT: "Sent",
  FAILED: "Failed",
};

export function UploadBox(props: Props) {
  const { name, label, intent, multiple, error, fields, precheck, children, submitLabel, compact, ...options } = props;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const uploader = useRef<Uploader | null>(null);
  const [files, setFiles] = useState<Record<string, FileState>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const id = `f-${name}`;
  useEffect(() => () => uploader.current?.destroy(), []);

  async function start(list: File[]) {
    if (list.length === 0) return;
    const stop = precheck?.();
    if (stop) return setMessage(stop);
    setMessage(null);
    if (!uploader.current) {
      const { createUploader } = await import("./uppy.client");
      uploader.current = createUploader(options, {
        onStatus: (fileId, patch) =>
          setFiles((all) => ({
            ...all,
            [fileId]: { ...(all[fileId] ?? { name: "", percent: 0, status: "PENDING" }), ...patch },
          })),
        onProgress: setProgress,
        onError: setMessage,
        onComplete: (ids, previews) => {
          if (ids.length === 0) return;
          const form = new FormData();
          const posted = typeof fields === "function" ? fields() : fields;
          for (const [k, v] of Object.entries(posted)) form.append(k, v);
          form.append("intent", intent);
          for (const m of ids) form.append("uploaded", String(m));
          // A video's preview image, made in the browser (decision 0081).
          for (const [video, photo] of Object.entries(previews)) form.append(`preview-${video}`, String(photo));
          submit(form, { method: "post", action: `/add-vehicle${window.location.search}` });
        },
      });
    }
    await uploader.current.add(list);
  }

  const shown = Object.entries(files);
  return (
    <div
      className={compact ? "upload-box upload-box--compact" : "upload-box"}
      data-uploader={options.kind}
      data-upload-name={name}
      onDragOver={hydrated ? (e) => e.preventDefault() : undefined}
      onDrop={
        hydrated
          ? (e) => {
              e.preventDefault();
              void start([...e.dataTransfer.files]);
            }
          : undefined
      }
    >
      <label htmlFor={id} className={compact ? "visually-hidden" : undefined}>
        {label}
      </label>
      {children}
      <input
        id={id}
        type="file"
        name={name}
        multiple={multiple}
        accept={options.accept}
        onChange={
          hydrated
            ? (e) => {
                const list = [...(e.currentTarget.files ?? [])];
                e.currentTarget.value = ""; // Uppy has them; the step's own submit must not post them again.
                void start(list);
              }
            : undefined
        }
      />
      {hydrated ? (
        compact ? null : (
          <p className="small muted">Or drop files here. They upload as soon as they are chosen.</p>
        )
      ) : (
        <button type="submit" name="intent" value={intent} className="button button--secondary button--small">
          {submitLabel ?? "Upload"}
        </button>
      )}
      {progress !== null ? (
        <progress className="upload-progress" max={100} value={progress} aria-label="Upload progress">
          {progress}%
        </progress>
      ) : null}
      {shown.length ? (
        <ul className="upload-files">
          {shown.map(([key, f]) => (
            <li key={key} data-status={f.status}>
              <span>{f.name}</span> <strong>{STATUS_WORDS[f.status]}</strong>
              {f.status === "IN_PROGRESS" ? ` ${f.percent}%` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="field__error" aria-live="polite" role={message || error ? "alert" : undefined}>
        {message ?? error ?? ""}
      </p>
    </div>
  );
}

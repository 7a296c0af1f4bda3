// Step 5, the photos summary (spec 001 section 2.1): a grid to reorder, 3 per row above 767 px and
// 1 below, rows 220 px high. With JavaScript a handle drags a photo (pointer or arrow keys); without
// it, Move up / Move down buttons post the same change, and each photo's place picker puts it in
// any place at once (decision 0117: the no-JavaScript step 4 uploads all photos through one input,
// so this is where a dealer sets their perspectives). Delete renumbers; perspectives follow the
// positions (decision 0073), so the photo moved first becomes the master. The label and buttons
// sit under the photo, never over it.
import { useNavigation, useSubmit } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { perspectiveLabel, type SlotPhoto } from "~contract/wizard/photo-slots";
import type { DraftPhotoDto } from "~contract/dto/draft";
import { submit as button } from "../steps/shared";
import { useDragOrder } from "./use-drag-order";
import { firstScreen } from "./first-screen";

interface Props {
  slots: SlotPhoto[];
  byId: Map<number, DraftPhotoDto>;
  step: number;
  draftId: number;
}

export function SummaryGrid({ slots, byId, step, draftId }: Props) {
  const hydrated = useHydrated();
  const post = useSubmit();
  // A second move before the first is saved would start from the old order.
  const busy = useNavigation().state !== "idle";
  const ids = slots.map((s) => s.mediaMetadataId);
  const commit = (order: number[]) => {
    const form = new FormData();
    form.append("step", String(step));
    form.append("id", String(draftId));
    form.append("intent", "order");
    form.append("order", order.join(","));
    post(form, { method: "post", action: `/add-vehicle${window.location.search}`, encType: "multipart/form-data" });
  };
  const { order, dragging, handle } = useDragOrder(ids, commit);
  const shown = order.map((id, i) => ({
    slot: slots.find((s) => s.mediaMetadataId === id)!,
    perspective: slots[i].perspective,
  }));
  return (
    <>
      {hydrated ? (
        <p id="drag-help" className="small muted">
          Drag a photo by its handle, or focus the handle and use the arrow keys, to change the order. The first photo
          is the master.
        </p>
      ) : null}
      <ol className="photo-grid photo-grid--summary" aria-label="Photos in order" aria-busy={busy || undefined}>
        {shown.map(({ slot, perspective }, i) => {
          const photo = byId.get(slot.mediaMetadataId)!;
          const label = `${i + 1}. ${perspectiveLabel(perspective)}`;
          const id = slot.mediaMetadataId;
          return (
            <li
              key={id}
              className={dragging === id ? "summary-tile summary-tile--dragging" : "summary-tile"}
              data-photo-id={id}
              data-perspective={perspective}
            >
              <img src={photo.thumbnailUrl ?? photo.fileUrl} alt={label} draggable={false} {...firstScreen(i + 1)} />
              <div className="summary-tile__bar">
                <span className="summary-tile__label">
                  {label}
                  {slot.damages.length ? ` · ${slot.damages.length} damage${slot.damages.length > 1 ? "s" : ""}` : ""}
                </span>
                {hydrated ? null : (
                  <span className="summary-tile__place">
                    <label className="visually-hidden" htmlFor={`place-${id}`}>
                      {`Place of photo ${label}`}
                    </label>
                    <select id={`place-${id}`} name={`place-${id}`} defaultValue={String(i + 1)}>
                      {slots.map((s, n) => (
                        <option key={s.mediaMetadataId} value={String(n + 1)}>
                          {`${n + 1}. ${perspectiveLabel(s.perspective)}`}
                        </option>
                      ))}
                    </select>
                  </span>
                )}
                {hydrated ? (
                  <button
                    type="button"
                    className="drag-handle"
                    aria-label={`Move photo ${label}`}
                    aria-describedby="drag-help"
                    aria-disabled={busy || undefined}
                    {...(busy ? {} : handle(id))}
                  >
                    ⠿
                  </button>
                ) : (
                  <>
                    {i > 0 ? button(`up:${id}`, "Move up") : null}
                    {i < shown.length - 1 ? button(`down:${id}`, "Move down") : null}
                  </>
                )}
                <button
                  type="submit"
                  name="intent"
                  value={`delete:${id}`}
                  className="button button--danger button--small"
                  aria-label={`Delete photo ${label}`}
                >
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {hydrated ? null : (
        <p className="summary-places">
          {button("place", "Save places")}
          <span className="small muted">Choose each photo's place above; the photo in that place swaps with it.</span>
        </p>
      )}
    </>
  );
}

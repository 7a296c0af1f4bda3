// Drag to reorder the step 5 grid with pointer events (mouse, pen and touch alike, no library):
// the handle captures the pointer, the tile under it takes the dragged photo's place as a preview,
// and letting go posts the new order. The arrow keys on a handle move its photo one place, so the
// grid is usable from the keyboard too. Without JavaScript the move buttons post the same change.
import { useEffect, useState, type KeyboardEvent, type PointerEvent } from "react";

export function useDragOrder(ids: number[], commit: (order: number[]) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [preview, setPreview] = useState<number[] | null>(null);
  const order = preview ?? ids;
  const key = ids.join();
  // The saved order arrived (the page revalidated): the preview has done its job.
  useEffect(() => setPreview(null), [key]);

  const moveTo = (list: number[], id: number, index: number) => {
    const rest = list.filter((x) => x !== id);
    rest.splice(Math.max(0, Math.min(index, rest.length)), 0, id);
    return rest;
  };

  const handle = (id: number) => ({
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      setDragging(id);
      setPreview(ids);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      if (dragging !== id) return;
      const over = document
        .elementFromPoint(e.clientX, e.clientY)
        ?.closest<HTMLElement>("[data-photo-id]")
        ?.getAttribute("data-photo-id");
      const overId = Number(over);
      if (!over || overId === id) return;
      setPreview((list) => moveTo(list ?? ids, id, (list ?? ids).indexOf(overId)));
    },
    onPointerUp() {
      if (dragging !== id) return;
      const final = preview ?? ids;
      setDragging(null);
      if (final.join() !== ids.join()) commit(final);
      else setPreview(null);
    },
    onPointerCancel() {
      setDragging(null);
      setPreview(null);
    },
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const delta = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[e.key];
      if (!delta) return;
      e.preventDefault();
      const i = ids.indexOf(id);
      if (i + delta < 0 || i + delta >= ids.length) return;
      const next = moveTo(ids, id, i + delta);
      setPreview(next);
      commit(next);
    },
  });

  return { order, dragging, handle };
}

// A full-size image viewer for the gallery and the service-history scans (JavaScript only). Every
// thumbnail is a plain link to its full image, which is what a dealer without JavaScript follows.
// The viewer is the one Modal: the picture, its caption and place, Previous and Next (and the arrow
// keys); the header's × and Escape close it.
import { useCallback, useId, useState } from "react";
import { Modal } from "~/components/modal";

export interface LightboxItem {
  url: string;
  caption: string;
}

export function useLightbox(items: LightboxItem[]) {
  const [index, setIndex] = useState<number | null>(null);
  /** onClick for a thumbnail link: opens the viewer instead of following the link. */
  const openAt = useCallback(
    (i: number) => (event: React.MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setIndex(i);
    },
    [],
  );
  return { items, index, setIndex, openAt, close: () => setIndex(null) };
}

export function Lightbox({ items, index, setIndex, close, label }: ReturnType<typeof useLightbox> & { label: string }) {
  const titleId = useId();
  const item = index === null ? null : items[index];
  const step = (delta: number) => setIndex(index === null ? null : (index + delta + items.length) % items.length);
  return (
    <Modal
      open={index !== null}
      title={label}
      titleId={titleId}
      className="lightbox"
      onClose={close}
      closeButton
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") step(1);
        if (e.key === "ArrowLeft") step(-1);
      }}
    >
      {item ? (
        <figure className="lightbox__figure">
          <img src={item.url} alt={item.caption} />
          <figcaption>
            {item.caption} ({(index ?? 0) + 1} of {items.length})
          </figcaption>
        </figure>
      ) : null}
      <div className="lightbox__controls">
        <button type="button" className="button button--secondary" onClick={() => step(-1)} disabled={items.length < 2}>
          Previous
        </button>
        <button type="button" className="button button--secondary" onClick={() => step(1)} disabled={items.length < 2}>
          Next
        </button>
      </div>
    </Modal>
  );
}

import { useState, type MouseEvent } from "react";
import { ArrowPair } from "@/components/ui/arrow-button";
import { CloseButton } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { SizedImage } from "@/components/ui/sized-image";

/** The product images full screen; a click zooms in where it lands, moving the pointer pans. */
export function ProductZoom({
  onClose,
  images,
  name,
  start,
  onMove,
}: {
  onClose: () => void;
  images: string[];
  name: string;
  start: number;
  onMove: (index: number) => void;
}) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState("50% 50%");
  const image = images[start];
  if (!image) return null;

  const zoomAt = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  };
  const toggleZoom = (event: MouseEvent<HTMLButtonElement>) => {
    zoomAt(event);
    setZoomed((value) => !value);
  };
  const pan = (event: MouseEvent<HTMLButtonElement>) => {
    if (zoomed) zoomAt(event);
  };
  const move = (step: number) => {
    setZoomed(false);
    onMove((start + step + images.length) % images.length);
  };

  return (
    <Modal open onClose={onClose} label={`${name}, zoomed`} placement="full" panelClassName="!bg-ink">
      <div className="relative flex h-full w-full items-center justify-center">
        <button
          type="button"
          onClick={toggleZoom}
          onMouseMove={pan}
          aria-label={zoomed ? "Zoom out" : "Zoom in"}
          className={`h-full w-full overflow-hidden ${zoomed ? "cursor-zoom-out" : "cursor-zoom-in"}`}
        >
          <SizedImage
            src={image}
            // zoomed in, the picture is drawn more than twice as wide: the largest copy, whatever the screen
            sizes="1280px"
            loading="eager"
            alt={name}
            className="h-full w-full object-contain transition-transform duration-300"
            style={{ transform: zoomed ? "scale(2.2)" : "none", transformOrigin: origin }}
          />
        </button>
        <CloseButton
          label="Close zoom"
          onClick={onClose}
          data-autofocus
          className="absolute top-4 right-4 h-11 w-11 bg-ivory/15 text-ivory hover:bg-ivory/30"
        />
        {images.length > 1 && (
          <ArrowPair
            noun="image"
            onMove={move}
            tone="glass"
            previousClassName="absolute top-1/2 left-3 inline-flex -translate-y-1/2"
            nextClassName="absolute top-1/2 right-3 inline-flex -translate-y-1/2"
          />
        )}
      </div>
    </Modal>
  );
}

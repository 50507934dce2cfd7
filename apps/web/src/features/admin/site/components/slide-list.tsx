import type { Slide, SlideArrangeType } from "@pallu/domain";
import { useState } from "react";
import { SizedImage } from "@/components/ui/sized-image";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RowControls } from "../../shared/components/row-controls";
import { EmptyState, Spinner } from "../../shared/components/states";
import { withProgressToast } from "../../shared/progress-toast";
import { useArrangeSlideMutation } from "../api/admin-site-api";

/** The home slider's slides in their order, with move up, move down, edit and delete. */
export function SlideList({
  slides,
  isLoading,
  editingId,
  onEdit,
}: {
  slides: Slide[] | undefined;
  isLoading: boolean;
  editingId: string | null;
  onEdit: (slide: Slide) => void;
}) {
  const [arrange, arranging] = useArrangeSlideMutation();
  const [toDelete, setToDelete] = useState<Slide | null>(null);
  const move = (slide: Slide, type: SlideArrangeType) =>
    void withProgressToast("Updating Site Arrangements", arrange({ id: slide._id, type }));

  if (isLoading) return <Spinner label="Loading slides" />;
  if (!slides || slides.length === 0) {
    return (
      <EmptyState title="No slides yet">
        <p>Until one is added, the home page shows the shop’s nine built-in saree banners.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ol aria-label="Slides" className="space-y-2.5">
        {slides.map((slide, index) => (
          <li
            key={slide._id}
            className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border bg-white p-2.5 ${editingId === slide._id ? "border-gold ring-2 ring-gold/30" : "border-sand"}`}
          >
            <span className="w-5 shrink-0 text-right text-[12px] font-bold text-ink-muted">{index + 1}.</span>
            <span className="hidden h-14 w-28 shrink-0 overflow-hidden rounded-md bg-ivory-deep sm:block">
              <SizedImage src={slide.largeImage} sizes="112px" alt="" className="h-full w-full object-cover" />
            </span>
            <span className="h-14 w-11 shrink-0 overflow-hidden rounded-md bg-ivory-deep sm:hidden">
              <SizedImage src={slide.smallImage} sizes="44px" alt="" className="h-full w-full object-cover" />
            </span>
            <div className="min-w-0 flex-1 basis-44">
              <p className="truncate font-display text-[19px] leading-tight font-semibold text-ink">{slide.title}</p>
              <p className="line-clamp-1 text-[13px] text-ink-muted">{slide.description}</p>
            </div>
            <div className="ml-auto">
              <RowControls
                itemLabel={`slide ${slide.title}`}
                canUp={index > 0}
                canDown={index < slides.length - 1}
                busy={arranging.isLoading}
                onUp={() => move(slide, "UP")}
                onDown={() => move(slide, "DOWN")}
                onEdit={() => onEdit(slide)}
                onRemove={() => setToDelete(slide)}
              />
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this slide?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (toDelete) move(toDelete, "DELETE");
        }}
        onClose={() => setToDelete(null)}
      >
        <p>“{toDelete?.title}” leaves the home page slider.</p>
      </ConfirmDialog>
    </>
  );
}

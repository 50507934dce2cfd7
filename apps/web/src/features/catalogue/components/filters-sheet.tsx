import type { ReactNode } from "react";
import { Button, CloseButton } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { pluralize } from "@/lib/format";

/** The filters in a bottom sheet on phones; loaded when it is first opened, so it is not part of the page's first load. */
export default function FiltersSheet({
  onClose,
  onClear,
  totalCount,
  children,
}: {
  onClose: () => void;
  onClear: () => void;
  /** How many designs the filters find, once known. */
  totalCount: number | undefined;
  children: ReactNode;
}) {
  return (
    <Modal open onClose={onClose} label="Filters" placement="bottom">
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-sand bg-ivory px-5 py-3">
        <h2 className="text-[24px] font-semibold">Filters</h2>
        <CloseButton label="Close filters" onClick={onClose} className="h-10 w-10 text-maroon hover:bg-maroon/8" />
      </div>
      <div className="px-5 pt-5">{children}</div>
      <div className="sticky bottom-0 flex gap-3 border-t border-sand bg-ivory px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button variant="outline" className="flex-1" onClick={onClear}>
          Clear all
        </Button>
        <Button className="flex-[2]" onClick={onClose}>
          {totalCount === undefined ? "Show designs" : `Show ${pluralize(totalCount, "design", "designs")}`}
        </Button>
      </div>
    </Modal>
  );
}

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

/** Asks before a review is deleted for good. */
export function DeleteReviewDialog({
  open,
  onClose,
  onConfirm,
  isDeleting,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isDeleting: boolean;
}) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} panelClassName="max-w-sm p-6">
      <h2 id={titleId} className="text-[26px] font-semibold">
        Delete your review?
      </h2>
      <p className="mt-2 text-ink-muted">
        Your stars and words will be removed from this product. You can write a new review later.
      </p>
      <div className="mt-6 flex justify-end gap-2.5">
        <Button variant="ghost" onClick={onClose} data-autofocus>
          Keep it
        </Button>
        <Button onClick={onConfirm} disabled={isDeleting} aria-busy={isDeleting}>
          Delete
        </Button>
      </div>
    </Modal>
  );
}

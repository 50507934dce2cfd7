import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

/**
 * Asks before something that cannot be undone; the safe answer has the focus. The dialog closes
 * on confirming unless the caller keeps it open to show the work in progress (`busy`).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Keep it",
  busy = false,
  keepOpen = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  keepOpen?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} panelClassName="max-w-md p-6">
      <h2 id={titleId} className="text-[26px] font-semibold">
        {title}
      </h2>
      {children && <div className="mt-2 text-[14.5px] text-ink-muted">{children}</div>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose} data-autofocus>
          {cancelLabel}
        </Button>
        <Button
          disabled={busy}
          onClick={() => {
            onConfirm();
            if (!keepOpen) onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

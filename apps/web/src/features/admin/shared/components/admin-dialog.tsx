import { useId, type ReactNode } from "react";
import { Modal } from "@/components/ui/modal";

/** A centred dialog of the admin, named by its heading; `width` is the panel's max-width class. */
export function AdminDialog({
  open,
  onClose,
  title,
  width,
  small = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  width: "max-w-sm" | "max-w-md" | "max-w-lg" | "max-w-2xl";
  /** A smaller heading, for a dialog of one or two fields. */
  small?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} panelClassName={`${width} p-6`}>
      <h2 id={titleId} className={`${small ? "text-[24px]" : "text-[26px]"} font-semibold`}>
        {title}
      </h2>
      {children}
    </Modal>
  );
}

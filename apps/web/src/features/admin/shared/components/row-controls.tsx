import type { ButtonHTMLAttributes } from "react";
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from "./admin-icons";

const control =
  "inline-flex h-9 w-9 items-center justify-center rounded-full text-maroon transition-colors hover:bg-maroon/8 disabled:cursor-not-allowed disabled:text-ink-muted/40 disabled:hover:bg-transparent";

/** A small round button of a row's controls: `title` names the action, `label` the action on its item. */
export function ControlButton({
  label,
  className = control,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; title: string }) {
  return <button type="button" className={className} aria-label={label} {...rest} />;
}

/** Move up, move down, edit and remove buttons of one row of an ordered list. */
export function RowControls({
  itemLabel,
  onUp,
  onDown,
  onEdit,
  onRemove,
  canUp,
  canDown,
  busy = false,
}: {
  itemLabel: string;
  onUp: () => void;
  onDown: () => void;
  onEdit?: () => void;
  onRemove: () => void;
  canUp: boolean;
  canDown: boolean;
  busy?: boolean;
}) {
  return (
    <div className="flex shrink-0 items-center">
      <ControlButton label={`Move ${itemLabel} up`} title="Move up" onClick={onUp} disabled={!canUp || busy}>
        <ArrowUpIcon size={18} />
      </ControlButton>
      <ControlButton label={`Move ${itemLabel} down`} title="Move down" onClick={onDown} disabled={!canDown || busy}>
        <ArrowDownIcon size={18} />
      </ControlButton>
      {onEdit && (
        <ControlButton label={`Edit ${itemLabel}`} title="Edit" onClick={onEdit} disabled={busy}>
          <PencilIcon size={18} />
        </ControlButton>
      )}
      <ControlButton
        label={`Remove ${itemLabel}`}
        title="Remove"
        className={`${control} hover:!bg-saffron/15 hover:!text-saffron-deep`}
        onClick={onRemove}
        disabled={busy}
      >
        <TrashIcon size={18} />
      </ControlButton>
    </div>
  );
}

import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from "./admin-icons";

const control =
  "inline-flex h-9 w-9 items-center justify-center rounded-full text-maroon transition-colors hover:bg-maroon/8 disabled:cursor-not-allowed disabled:text-ink-muted/40 disabled:hover:bg-transparent";

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
      <button
        type="button"
        className={control}
        onClick={onUp}
        disabled={!canUp || busy}
        aria-label={`Move ${itemLabel} up`}
        title="Move up"
      >
        <ArrowUpIcon size={18} />
      </button>
      <button
        type="button"
        className={control}
        onClick={onDown}
        disabled={!canDown || busy}
        aria-label={`Move ${itemLabel} down`}
        title="Move down"
      >
        <ArrowDownIcon size={18} />
      </button>
      {onEdit && (
        <button
          type="button"
          className={control}
          onClick={onEdit}
          disabled={busy}
          aria-label={`Edit ${itemLabel}`}
          title="Edit"
        >
          <PencilIcon size={18} />
        </button>
      )}
      <button
        type="button"
        className={`${control} hover:!bg-saffron/15 hover:!text-saffron-deep`}
        onClick={onRemove}
        disabled={busy}
        aria-label={`Remove ${itemLabel}`}
        title="Remove"
      >
        <TrashIcon size={18} />
      </button>
    </div>
  );
}

import { formatRupees, NO_SIZE } from "@pallu/domain";
import { Thumbnail } from "@/components/ui/sized-image";
import type { DraftLine } from "../new-order-draft";

/** The pieces chosen, each with its count (never beyond its stock) and a way to take it out. */
export function OrderLinesEditor({ lines, onChange }: { lines: DraftLine[]; onChange: (lines: DraftLine[]) => void }) {
  if (lines.length === 0) return <p className="text-[14px] text-ink-muted">No pieces yet: find a product above.</p>;
  const setQuantity = (sizeId: string, quantity: number) =>
    onChange(quantity <= 0 ? lines.filter((line) => line.sizeId !== sizeId) : lines.map((line) => (line.sizeId === sizeId ? { ...line, quantity } : line)));
  const stepper = "flex h-10 w-10 items-center justify-center rounded-full border border-sand text-[18px] font-semibold text-maroon hover:border-maroon disabled:opacity-40";
  return (
    <ul className="divide-y divide-sand">
      {lines.map((line) => (
        <li key={line.sizeId} className="flex items-center gap-3 py-3 first:pt-0">
          <div className="h-[64px] w-[48px] shrink-0 overflow-hidden rounded-md bg-ivory-deep">
            {line.image && <Thumbnail src={line.image} width={48} height={64} className="h-full w-full object-cover" />}
          </div>
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-[14px] font-semibold text-ink">{line.name}</p>
            <p className="text-[13px] text-ink-muted">
              {line.size !== NO_SIZE && <>Size {line.size} · </>}
              {formatRupees(line.price)}
            </p>
          </div>
          <div className="flex items-center gap-1.5">
            <button type="button" className={stepper} aria-label={`One less ${line.name}`} onClick={() => setQuantity(line.sizeId, line.quantity - 1)}>
              −
            </button>
            <span className="w-6 text-center font-semibold" aria-label="Quantity">
              {line.quantity}
            </span>
            <button type="button" className={stepper} aria-label={`One more ${line.name}`} disabled={line.quantity >= line.stock} onClick={() => setQuantity(line.sizeId, line.quantity + 1)}>
              +
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { NO_SIZE } from "@pallu/domain";

/** "Size M" for a stitched piece; nothing for a saree, which has no sizes (docs/shop-rules.md#product-page: NA). */
export function SizeLabel({ size }: { size: string }) {
  if (!size || size === NO_SIZE) return null;
  return (
    <span className="inline-flex items-center rounded border border-sand bg-white/60 px-2 py-0.5 text-[12px] font-bold tracking-wide text-ink">
      Size {size}
    </span>
  );
}

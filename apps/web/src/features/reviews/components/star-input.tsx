import { useId, useState, type KeyboardEvent } from "react";
import { StarGlyph } from "@/components/ui/icons";

const MAX = 5;
const STEP = 0.5;
/** The default tooltip of the star input (docs/shop-rules.md#reviews). */
export const STAR_INPUT_TOOLTIP = "Your rating";

const clamp = (value: number) => Math.min(Math.max(Math.round(value / STEP) * STEP, STEP), MAX);

/**
 * Choosing stars in half steps up to five (docs/shop-rules.md#reviews). Keyboard: arrows move half a star, Home and
 * End go to the ends, digits 1–5 pick whole stars. Pointer: the left half of a star gives the
 * half, the right half the whole star; hovering previews.
 */
export function StarInput({
  value,
  onChange,
  label,
  disabled = false,
  size = 32,
  invalid = false,
  describedBy,
}: {
  value: number;
  onChange: (stars: number) => void;
  label: string;
  disabled?: boolean;
  size?: number;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [preview, setPreview] = useState<number | null>(null);
  const labelId = useId();
  const shown = preview ?? value;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowUp"
        ? clamp((value || 0) + STEP)
        : event.key === "ArrowLeft" || event.key === "ArrowDown"
          ? clamp(value - STEP)
          : event.key === "Home"
            ? STEP
            : event.key === "End"
              ? MAX
              : /^[1-5]$/.test(event.key)
                ? Number(event.key)
                : null;
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  }

  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={MAX}
        aria-valuenow={value}
        aria-valuetext={value > 0 ? `${value} out of ${MAX} stars` : "Not rated yet"}
        aria-disabled={disabled || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        title={STAR_INPUT_TOOLTIP}
        onKeyDown={onKeyDown}
        onPointerLeave={() => setPreview(null)}
        className={`inline-flex rounded-lg p-1 text-gold ${disabled ? "opacity-60" : "cursor-pointer"} ${invalid ? "ring-1 ring-maroon/60" : ""}`}
      >
        {Array.from({ length: MAX }, (_, index) => {
          const fill = shown >= index + 1 ? 1 : shown >= index + 0.5 ? 0.5 : 0;
          return (
            <span key={index} className="relative block px-0.5">
              <StarGlyph fill={fill} size={size} />
              {[index + 0.5, index + 1].map((stars, half) => (
                <span
                  key={stars}
                  aria-hidden="true"
                  data-stars={stars}
                  className={`absolute inset-y-0 w-1/2 ${half === 0 ? "left-0" : "right-0"}`}
                  onPointerEnter={() => !disabled && setPreview(stars)}
                  onClick={() => !disabled && onChange(stars)}
                />
              ))}
            </span>
          );
        })}
      </div>
      <span aria-hidden="true" className="min-w-[4.5rem] text-[13px] font-semibold text-ink-muted">
        {shown > 0 ? `${shown} / ${MAX}` : STAR_INPUT_TOOLTIP}
      </span>
    </div>
  );
}

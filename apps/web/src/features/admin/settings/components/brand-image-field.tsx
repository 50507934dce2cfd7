import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { toastResult } from "../../shared/progress-toast";
import { useDeleteBrandImageMutation, useUpdateBrandImageMutation, type BrandImageKind } from "../api/admin-settings-api";

const ACCEPTED = ".svg,.png,.jpg,.jpeg,.webp,image/svg+xml,image/png,image/jpeg,image/webp";

/**
 * The logo or the icon: what the shop shows now, and a file picker that saves the chosen file at
 * once (the server draws an SVG into a PNG and refuses one with scripts or links).
 */
export function BrandImageField({
  kind,
  label,
  hint,
  url,
  shopName,
}: {
  kind: BrandImageKind;
  label: string;
  hint: string;
  url: string;
  shopName: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [upload, uploading] = useUpdateBrandImageMutation();
  const [remove, removing] = useDeleteBrandImageMutation();
  const busy = uploading.isLoading || removing.isLoading;

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = "";
    if (file) await toastResult(upload({ kind, file }));
  };

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-[13px] font-bold text-ink">
        {label}
      </p>
      <div className="flex items-center gap-4">
        <div
          className={`flex items-center justify-center rounded-md border border-sand bg-ivory p-2 ${kind === "icon" ? "h-20 w-20" : "h-20 w-48"}`}
        >
          {url ? (
            <img src={url} alt={`${shopName} ${kind}`} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-center text-[12px] text-ink-muted">
              {kind === "icon" ? "Standard icon" : "Your shop's name in letters"}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => inputRef.current?.click()}>
            {url ? "Change" : "Upload"}
          </Button>
          {url && (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void toastResult(remove(kind))}>
              Remove
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-[12px] text-ink-muted">
        {hint}
      </p>
    </div>
  );
}

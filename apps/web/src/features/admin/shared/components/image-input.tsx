import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SizedImage } from "@/components/ui/sized-image";
import { resizeForUpload } from "@/lib/resize-image";
import { isImageFile } from "../use-image-previews";
import { ImageIcon } from "./admin-icons";
import { FieldError } from "./fields";

/**
 * One image of a form (category image, slide images): a preview, and an "Add Image" button that
 * becomes "Change" once there is one. Only image files are taken.
 */
export function ImageInput({
  label,
  previewUrl,
  onFile,
  error,
  rejectedMessage,
  previewClassName = "aspect-square w-40",
  sizes = "160px",
}: {
  label: string;
  previewUrl: string | undefined;
  onFile: (file: File) => void;
  error?: string | undefined;
  /** Shown when the chosen file is not an image. */
  rejectedMessage: string;
  previewClassName?: string;
  sizes?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const id = useId();
  const message = rejected ?? error;

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-[13px] font-bold text-ink">
        {label}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div
          className={`flex items-center justify-center overflow-hidden rounded-xl border bg-ivory-deep ${message ? "border-saffron-deep" : "border-sand"} ${previewClassName}`}
        >
          {previewUrl ? (
            previewUrl.startsWith("blob:") ? (
              <img src={previewUrl} alt={`${label} preview`} className="h-full w-full object-cover" />
            ) : (
              <SizedImage
                src={previewUrl}
                sizes={sizes}
                alt={`${label} preview`}
                className="h-full w-full object-cover"
              />
            )
          ) : (
            <ImageIcon size={34} className="text-gold/70" />
          )}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            if (!isImageFile(file)) {
              setRejected(rejectedMessage);
              return;
            }
            setRejected(null);
            // Drawn down in the browser first: a phone photo travels at a fraction of its size.
            void resizeForUpload(file).then((result) =>
              "file" in result ? onFile(result.file) : setRejected(result.problem),
            );
          }}
        />
        <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} aria-describedby={`${id}-label`}>
          <ImageIcon size={17} />
          {previewUrl ? "Change" : "Add Image"}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

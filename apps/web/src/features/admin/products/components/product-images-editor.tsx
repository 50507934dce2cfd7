import { PRODUCT_IMAGES_MAX } from "@pallu/domain";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { SizedImage } from "@/components/ui/sized-image";
import { ImageIcon, TrashIcon } from "../../shared/components/admin-icons";
import { FieldError } from "../../shared/components/fields";
import { ControlButton } from "../../shared/components/row-controls";
import { removeAt } from "../../shared/list-editing";
import { resizeForUpload } from "@/lib/resize-image";
import { isImageFile, useImagePreviews } from "../../shared/use-image-previews";
import { canMoveImage, moveImage, type ImageItem } from "../product-form-model";
import { productFormText } from "../product-form-text";

const control =
  "inline-flex h-8 w-8 items-center justify-center rounded-full bg-ivory/95 text-maroon shadow-sm transition-colors hover:bg-ivory disabled:opacity-35";

let nextKey = 0;

/** The product's photos: previews in order (the first is the cover), add, reorder and remove. */
export function ProductImagesEditor({
  value: images,
  onChange,
  error,
}: {
  value: ImageItem[];
  onChange: (images: ImageItem[]) => void;
  error: string | undefined;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useImagePreviews();
  const [skipped, setSkipped] = useState<string | undefined>();
  const hasExisting = images.some((image) => image.kind === "existing");
  const room = PRODUCT_IMAGES_MAX - images.length;

  const add = async (files: File[]) => {
    const pictures = files.filter(isImageFile);
    const accepted = pictures.slice(0, Math.max(room, 0));
    const notImages = files.length - pictures.length;
    // Phone photos are drawn down here, so they travel over mobile data at a fraction of their size.
    const resized = await Promise.all(accepted.map(resizeForUpload));
    const ready = resized.flatMap((result) => ("file" in result ? [result.file] : []));
    const tooLarge = resized.find((result): result is { problem: string } => "problem" in result);
    setSkipped(
      tooLarge
        ? tooLarge.problem
        : notImages > 0
          ? "Only image files can be added."
          : files.length > accepted.length
            ? productFormText.tooManyImages
            : undefined,
    );
    if (ready.length === 0) return;
    onChange([
      ...images,
      ...ready.map((file): ImageItem => ({
        kind: "new",
        key: `img-${(nextKey += 1)}`,
        file,
        previewUrl: previews.create(file),
      })),
    ]);
  };

  const remove = (index: number) => {
    const image = images[index];
    if (image?.kind === "new") previews.release(image.previewUrl);
    onChange(removeAt(images, index));
  };

  return (
    <div>
      {images.length > 0 ? (
        <ol className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 lg:grid-cols-3">
          {images.map((image, index) => {
            const label = `photo ${index + 1}`;
            return (
              <li
                key={image.kind === "existing" ? image.url : image.key}
                className="relative aspect-[4/5] overflow-hidden rounded-lg border border-sand bg-ivory-deep"
              >
                {image.kind === "existing" ? (
                  <SizedImage
                    loading="eager"
                    src={image.url}
                    sizes="160px"
                    alt={`Product ${label}`}
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <img src={image.previewUrl} alt={`New product ${label}`} className="h-full w-full object-cover" />
                )}
                <span className="absolute top-1.5 left-1.5 rounded-sm bg-ink/75 px-1.5 py-0.5 text-[10px] font-extrabold tracking-wider text-ivory">
                  {index === 0 ? "COVER" : index + 1}
                  {image.kind === "new" && <span className="text-gold-light"> · NEW</span>}
                </span>
                <div className="absolute inset-x-1 bottom-1 flex justify-between">
                  <span className="flex gap-1">
                    <ControlButton
                      label={`Move ${label} earlier`}
                      title="Move earlier"
                      className={control}
                      onClick={() => onChange(moveImage(images, index, -1))}
                      disabled={!canMoveImage(images, index, -1)}
                    >
                      <ChevronLeftIcon size={16} />
                    </ControlButton>
                    <ControlButton
                      label={`Move ${label} later`}
                      title="Move later"
                      className={control}
                      onClick={() => onChange(moveImage(images, index, 1))}
                      disabled={!canMoveImage(images, index, 1)}
                    >
                      <ChevronRightIcon size={16} />
                    </ControlButton>
                  </span>
                  <ControlButton
                    label={`Remove ${label}`}
                    title="Remove"
                    className={`${control} hover:!text-saffron-deep`}
                    onClick={() => remove(index)}
                  >
                    <TrashIcon size={16} />
                  </ControlButton>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <div
          className={`flex aspect-[3/1] items-center justify-center rounded-xl border border-dashed bg-ivory-deep/60 ${error ? "border-saffron-deep" : "border-sand"}`}
        >
          <ImageIcon size={34} className="text-gold/70" />
        </div>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Product images"
        onChange={(event) => {
          void add(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={room <= 0}>
          <ImageIcon size={17} /> Add Image
        </Button>
        <span className="text-[12px] text-ink-muted">
          {images.length} of {PRODUCT_IMAGES_MAX}
          {hasExisting && images.some((image) => image.kind === "new") ? " · new photos follow the current ones" : ""}
        </span>
      </div>
      <FieldError id="images-error" message={skipped ?? error} />
    </div>
  );
}

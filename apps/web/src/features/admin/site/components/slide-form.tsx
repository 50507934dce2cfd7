import { isShopPath, messages, SlideFormSchema, type Slide } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { bindFields } from "@/lib/field-errors";
import { TextAreaField, TextField, Toggle } from "../../shared/components/fields";
import { ImageInput } from "../../shared/components/image-input";
import { withProgressToast } from "../../shared/progress-toast";
import { useImagePreviews } from "../../shared/use-image-previews";
import { useAddSlideMutation, useUpdateSlideMutation } from "../api/admin-site-api";

type Picked = { file: File; url: string };
type ImageField = "smallImage" | "largeImage";
export type SlideFormErrors = Partial<Record<"title" | "description" | "link" | ImageField, string>>;

/** A slide's two pictures: a tall one for phones and a wide one for larger screens. */
const SLIDE_IMAGES = [
  { field: "smallImage", label: "Small image (phones)", previewClassName: "aspect-[3/4] w-28", sizes: "112px" },
  {
    field: "largeImage",
    label: "Large image (wide screens)",
    previewClassName: "aspect-[16/7] w-full max-w-72",
    sizes: "288px",
  },
] as const;

/** The slider form's rules (docs/shop-rules.md#home-slides): title, description, and both images for a new slide. */
export function slideFormErrors(
  fields: { title: string; description: string; link?: string },
  images: { small: boolean; large: boolean },
): SlideFormErrors {
  const errors: SlideFormErrors = {};
  const parsed = SlideFormSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "title" || field === "description" || field === "link") && !errors[field])
        errors[field] = issue.message;
    }
  }
  if (!images.small) errors.smallImage = messages.sliderForm.imageRequired;
  if (!images.large) errors.largeImage = messages.sliderForm.imageRequired;
  return errors;
}

/** Adds a slide, or changes the one given; images are optional when a slide already has them. */
export function SlideForm({ slide, onDone }: { slide?: Slide; onDone: () => void }) {
  const previews = useImagePreviews();
  const [draft, setDraft] = useState({
    title: slide?.title ?? "",
    description: slide?.description ?? "",
    link: slide?.link ?? "",
  });
  const [showText, setShowText] = useState(slide?.showText ?? true);
  const [picked, setPicked] = useState<Partial<Record<ImageField, Picked>>>({});
  const [errors, setErrors] = useState<SlideFormErrors>({});
  const field = bindFields(draft, errors, (key, value) => setDraft((current) => ({ ...current, [key]: value })));
  const [addSlide, adding] = useAddSlideMutation();
  const [updateSlide, updating] = useUpdateSlideMutation();
  const busy = adding.isLoading || updating.isLoading;
  const imageUrl = (field: ImageField) => picked[field]?.url ?? slide?.[field];

  const pick = (field: ImageField) => (file: File) => {
    previews.release(picked[field]?.url);
    setPicked((now) => ({ ...now, [field]: { file, url: previews.create(file) } }));
    setErrors((now) => ({ ...now, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = slideFormErrors(draft, {
      small: Boolean(imageUrl("smallImage")),
      large: Boolean(imageUrl("largeImage")),
    });
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    const body = new FormData();
    body.set("title", draft.title.trim());
    body.set("description", draft.description.trim());
    body.set("link", draft.link.trim());
    body.set("showText", String(showText));
    for (const { field } of SLIDE_IMAGES) {
      const image = picked[field];
      if (image) body.set(field, image.file, image.file.name);
    }
    if (slide) body.set("id", slide._id);
    const saved = slide
      ? await withProgressToast("Updating Site Data", updateSlide(body))
      : await withProgressToast("Adding Site Data", addSlide(body));
    if (saved) onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Title" {...field("title")} maxLength={120} placeholder="The Wedding Edit" />
      <TextAreaField
        label="Description"
        {...field("description")}
        maxLength={400}
        rows={2}
        placeholder="Kanjivaram silks woven for the big day"
      />
      <Toggle
        label="Show the words over the picture"
        description="Turn off for a picture that carries its own lettering; the words still describe it to screen readers."
        checked={showText}
        onChange={setShowText}
      />
      <TextField
        label="Link"
        {...field("link")}
        maxLength={300}
        placeholder="/search?category=…"
        hint={
          draft.link.trim() && isShopPath(draft.link.trim())
            ? "A tap on the slide opens this page."
            : "A page of this shop, starting with /. Leave empty for none."
        }
      />
      <div className="grid grid-cols-1 gap-5">
        {SLIDE_IMAGES.map(({ field, label, previewClassName, sizes }) => (
          <ImageInput
            key={field}
            label={label}
            previewUrl={imageUrl(field)}
            onFile={pick(field)}
            error={errors[field]}
            rejectedMessage={messages.sliderForm.imageRequired}
            previewClassName={previewClassName}
            sizes={sizes}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          Save Slider
        </Button>
        {slide && (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

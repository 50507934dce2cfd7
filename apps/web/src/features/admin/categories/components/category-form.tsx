import { messages, type Category } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "@/components/ui/button";
import { TextField } from "../../shared/components/fields";
import { ImageInput } from "../../shared/components/image-input";
import { withProgressToast } from "../../shared/progress-toast";
import { useImagePreviews } from "../../shared/use-image-previews";
import { useCreateCategoryMutation, useUpdateCategoryMutation } from "../api/admin-categories-api";

type Errors = { name?: string | undefined; image?: string | undefined };

/**
 * The category form's rules (spec §5): a name once trimmed, and an image. The server checks the
 * same with the domain's CategoryFormSchema, which the browser leaves out to keep zod off the
 * storefront's first load.
 */
export function categoryFormErrors(name: string, hasImage: boolean): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = messages.categoryForm.fieldRequired;
  if (!hasImage) errors.image = messages.categoryForm.imageRequired;
  return errors;
}

/** Add Category, or Update Category when a category is given (spec §2). */
export function CategoryForm({ category }: { category?: Category }) {
  const navigate = useNavigate();
  const previews = useImagePreviews();
  const [name, setName] = useState(category?.name ?? "");
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [createCategory, creation] = useCreateCategoryMutation();
  const [updateCategory, update] = useUpdateCategoryMutation();
  const busy = creation.isLoading || update.isLoading;
  const previewUrl = image?.url ?? category?.image ?? undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = categoryFormErrors(name, Boolean(previewUrl));
    setErrors(problems);
    if (problems.name || problems.image) return;
    const body = new FormData();
    body.set("name", name.trim());
    if (image) body.set("image", image.file, image.file.name);
    if (category) body.set("id", category._id);
    // The spec's one loading text for both writes.
    const saved = await withProgressToast("Updating Category", category ? updateCategory(body) : createCategory(body));
    if (!saved) return;
    if (category) navigate("/admin/manage-category");
    else {
      previews.release(image?.url);
      setName("");
      setImage(null);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-xl space-y-5 rounded-2xl border border-sand bg-white/70 p-5 shadow-card md:p-7"
    >
      <ImageInput
        label="Category image"
        previewUrl={previewUrl}
        onFile={(file) => {
          previews.release(image?.url);
          setImage({ file, url: previews.create(file) });
          setErrors((current) => ({ ...current, image: undefined }));
        }}
        error={errors.image}
        rejectedMessage={messages.categoryForm.imageRequired}
        previewClassName="aspect-square w-36 md:w-44"
        sizes="176px"
      />
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        maxLength={60}
        placeholder="Banarasi Sarees"
      />
      <div className="flex flex-wrap gap-2 pt-1">
        <Button type="submit" disabled={busy}>
          {category ? "Update Category" : "Add Category"}
        </Button>
        {category && (
          <ButtonLink to="/admin/manage-category" variant="ghost">
            Go Back
          </ButtonLink>
        )}
      </div>
    </form>
  );
}

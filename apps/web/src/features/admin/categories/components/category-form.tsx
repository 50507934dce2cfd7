import { HSN_PATTERN, messages, SIZE_CHART_MAX, slugIssue, slugOf, type Category } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "@/components/ui/button";
import { bindFields } from "@/lib/field-errors";
import { TextAreaField, TextField } from "../../shared/components/fields";
import { ImageInput } from "../../shared/components/image-input";
import { ServicesEditor } from "../../shared/components/services-editor";
import { serviceDraftsOf, serviceValues, type ServiceDraft } from "../../shared/services-model";
import { withProgressToast } from "../../shared/progress-toast";
import { useImagePreviews } from "../../shared/use-image-previews";
import { useCreateCategoryMutation, useUpdateCategoryMutation } from "../api/admin-categories-api";

type Errors = {
  name?: string | undefined;
  slug?: string | undefined;
  image?: string | undefined;
  hsnCode?: string | undefined;
  services?: string | undefined;
};

/**
 * The category form's rules (docs/shop-rules.md#categories): a name once trimmed, and an image. The server checks the
 * same with the domain's CategoryFormSchema, which the browser leaves out to keep zod off the
 * storefront's first load.
 */
export function categoryFormErrors(name: string, hasImage: boolean): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = messages.categoryForm.fieldRequired;
  if (!hasImage) errors.image = messages.categoryForm.imageRequired;
  return errors;
}

function draftOf(category: Category | undefined) {
  return { name: category?.name ?? "", slug: category?.slug ?? "", sizeChart: category?.sizeChart ?? "", hsnCode: category?.hsnCode ?? "" };
}

/** Add Category, or Update Category when a category is given (docs/shop-rules.md#categories). */
export function CategoryForm({ category }: { category?: Category }) {
  const navigate = useNavigate();
  const previews = useImagePreviews();
  const [draft, setDraft] = useState(() => draftOf(category));
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [services, setServices] = useState<ServiceDraft[]>(() => serviceDraftsOf(category?.services ?? []));
  const [errors, setErrors] = useState<Errors>({});
  const field = bindFields(draft, errors, (key, value) =>
    // The HSN code takes digits only, eight at most.
    setDraft((current) => ({ ...current, [key]: key === "hsnCode" ? value.replace(/[^\d]/g, "").slice(0, 8) : value })),
  );
  const [createCategory, creation] = useCreateCategoryMutation();
  const [updateCategory, update] = useUpdateCategoryMutation();
  const busy = creation.isLoading || update.isLoading;
  const previewUrl = image?.url ?? category?.image ?? undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const { name, sizeChart, hsnCode } = draft;
    const slug = draft.slug.trim();
    const problems: Errors = categoryFormErrors(name, Boolean(previewUrl));
    if (hsnCode && !HSN_PATTERN.test(hsnCode)) problems.hsnCode = "HSN code must be 4, 6 or 8 digits";
    if (slug) problems.slug = slugIssue(slug);
    const offered = serviceValues(services);
    if (offered.error) problems.services = offered.error;
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    const body = new FormData();
    body.set("name", name.trim());
    body.set("slug", slug);
    body.set("sizeChart", sizeChart.trim());
    body.set("hsnCode", hsnCode);
    // Empty text: the category's products start with no services.
    body.set("services", offered.values?.length ? JSON.stringify(offered.values) : "");
    if (image) body.set("image", image.file, image.file.name);
    if (category) body.set("id", category._id);
    // The spec's one loading text for both writes.
    const saved = await withProgressToast("Updating Category", category ? updateCategory(body) : createCategory(body));
    if (!saved) return;
    if (category) navigate("/admin/manage-category");
    else {
      previews.release(image?.url);
      setDraft(draftOf(undefined));
      setImage(null);
      setServices([]);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-3xl space-y-5 rounded-2xl border border-sand bg-white/70 p-5 shadow-card md:p-7"
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
      <TextField label="Name" {...field("name")} maxLength={60} placeholder="Banarasi Sarees" />
      <TextField
        label="Link"
        {...field("slug")}
        maxLength={100}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={slugOf(draft.name) || "banarasi-sarees"}
        hint={`Shoppers find this category at /search?category=${draft.slug.trim() || slugOf(draft.name) || "…"}. Lower-case words joined by hyphens; leave empty to make it from the name. An old link keeps working.`}
      />
      <TextField
        label="HSN code for new products"
        inputMode="numeric"
        {...field("hsnCode")}
        placeholder="5007"
        hint="A new product of this category starts with it: 5007 silk, 5208 cotton, 5407 synthetic sarees; 6204 or 6211 ready-made garments."
      />
      <TextAreaField
        label="Size chart"
        {...field("sizeChart")}
        maxLength={SIZE_CHART_MAX}
        rows={5}
        placeholder={"Size | Bust (in) | Waist (in) | Length (in)\nS | 36 | 30 | 44\nM | 38 | 32 | 44"}
        hint="Shown on the page of every product of this category. One row a line, columns split by |; the first row is the heading. Leave empty for none."
      />
      <fieldset className="space-y-2">
        <legend className="text-[15px] font-bold text-ink">Services</legend>
        <p className="text-[13px] text-ink-muted">
          What the category&apos;s products start with: blouse stitching, fall and pico, a petticoat. A product with
          services of its own offers those instead.
        </p>
        <ServicesEditor
          owner="category"
          value={services}
          onChange={(next) => {
            setServices(next ?? []);
            setErrors((current) => ({ ...current, services: undefined }));
          }}
          error={errors.services}
        />
      </fieldset>
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

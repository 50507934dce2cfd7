import { GST_RATES, slugOf, abroadMessages } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { bindFields } from "@/lib/field-errors";
import { useGetAdminCategoriesQuery } from "../../categories/api/admin-categories-api";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField, TextAreaField, TextField, Toggle } from "../../shared/components/fields";
import { AdminPanel } from "../../shared/components/page-header";
import { withProgressToast } from "../../shared/progress-toast";
import {
  useCreateProductMutation,
  useDeleteProductMutation,
  useDuplicateProductMutation,
  useGetAdminColoursQuery,
  useUpdateProductMutation,
} from "../api/admin-products-api";
import {
  productFormData,
  showsOneOfAKind,
  validateProductForm,
  type FieldErrors,
  type ProductFormState,
} from "../product-form-model";
import { AttributeFields } from "./attribute-fields";
import { BuyingOptionsEditor } from "./buying-options-editor";
import { DetailsEditor } from "./details-editor";
import { NewColourDialog } from "./new-colour-dialog";
import { OptionFields } from "./option-fields";
import { ProductImagesEditor } from "./product-images-editor";
import { ServicesEditor } from "../../shared/components/services-editor";
import { useCan } from "../../shared/use-can";

const AFTER_SAVE = "/admin/manage-products";

const GST_RATE_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} % (set by hand)` }));

const PARCEL_FIELDS = [
  ["weightGrams", "Weight (g)"],
  ["lengthCm", "Length (cm)"],
  ["breadthCm", "Breadth (cm)"],
  ["heightCm", "Height (cm)"],
] as const;

/** The product form (docs/shop-rules.md#product-form): create when there is no product id, edit when there is. */
export function ProductForm({ initial, productId }: { initial: ProductFormState; productId?: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [addingColour, setAddingColour] = useState(false);
  const { data: categories } = useGetAdminCategoriesQuery();
  const { data: colours } = useGetAdminColoursQuery();
  const [createProduct, creation] = useCreateProductMutation();
  const [updateProduct, update] = useUpdateProductMutation();
  const [deleteProduct, deletion] = useDeleteProductMutation();
  const can = useCan();
  const [duplicateProduct, duplication] = useDuplicateProductMutation();
  const busy = creation.isLoading || update.isLoading || deletion.isLoading || duplication.isLoading;
  const editing = productId !== undefined;

  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    // A field's message goes as soon as the admin changes that field.
    setErrors((current) => {
      const prefix = key === "single" ? "single." : key === "attributes" ? "attributes." : null;
      const kept = Object.entries(current).filter(
        ([field]) => field !== key && (prefix === null || !field.startsWith(prefix)),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };
  const field = bindFields(state, errors, set);
  /** The value, change handler and error of one of the form's lists, to spread on its editor. */
  const list = <K extends "details" | "images" | "options">(key: K) => ({
    value: state[key],
    onChange: (value: ProductFormState[K]) => set(key, value),
    error: errors[key],
  });
  const toggle = (key: "isCod" | "sizeOptions" | "hidden") => ({
    checked: state[key],
    onChange: (value: boolean) => set(key, value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = validateProductForm(state);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    const body = productFormData(check.form, state.images, productId);
    const saved = editing
      ? await withProgressToast("Updating Product", updateProduct(body))
      : await withProgressToast("Creating Product", createProduct(body));
    if (saved) navigate(AFTER_SAVE);
  };

  const remove = async () => {
    if (!productId || busy) return;
    const removed = await withProgressToast("Deleting this product", deleteProduct(productId));
    if (removed) navigate(AFTER_SAVE);
  };

  const duplicate = async () => {
    if (!productId || busy) return;
    const copy = await withProgressToast("Duplicating this product", duplicateProduct(productId));
    if (copy) navigate(`/admin/product/${copy.product._id}`);
  };

  const errorCount = Object.keys(errors).length;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem]"
    >
      <div className="space-y-5">
        <AdminPanel title="About the product">
          <div className="grid grid-cols-1 gap-4">
            <TextField label="Name" {...field("name")} maxLength={200} required />
            <TextField
              label="Link"
              {...field("slug")}
              maxLength={100}
              autoCapitalize="none"
              spellCheck={false}
              placeholder={slugOf(state.name) || "red-katan-silk-banarasi-saree"}
              hint={`The product's page: /product/${state.slug.trim() || slugOf(state.name) || "…"}. Lower-case words joined by hyphens; leave empty to make it from the name. Links shared before a change keep working.`}
            />
            <TextAreaField label="Description" {...field("description")} maxLength={5000} rows={4} required />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,0.8fr)]">
              <SelectField
                label="Category"
                {...field("category")}
                required
                placeholder="Select a category"
                options={(categories ?? []).map((category) => ({ value: category._id, label: category.name }))}
              />
              <div>
                <SelectField
                  label="Colour"
                  {...field("colourId")}
                  placeholder="No colour"
                  options={(colours ?? []).map((colour) => ({ value: colour._id, label: colour.colorName }))}
                />
                <button
                  type="button"
                  onClick={() => setAddingColour(true)}
                  className="mt-1 text-[13px] font-semibold text-maroon underline decoration-gold/60 underline-offset-4"
                >
                  New colour…
                </button>
              </div>
              <TextField label="Origin" {...field("location")} placeholder="Varanasi" maxLength={60} />
            </div>
            <Toggle
              label="Cash on Delivery"
              description="Shoppers may pay in cash when the parcel arrives."
              {...toggle("isCod")}
            />
          </div>
        </AdminPanel>

        <AdminPanel
          title="The saree"
          description="Shoppers filter the shop by these, and search finds the product by them."
        >
          <AttributeFields
            value={state.attributes}
            onChange={(attributes) => set("attributes", attributes)}
            lengthError={errors["attributes.length"]}
          />
        </AdminPanel>

        <AdminPanel title="Details" description="The information table of the product page, in this order.">
          <DetailsEditor
            {...list("details")}
            draft={state.detailDraft}
            onDraftChange={(draft) => set("detailDraft", draft)}
          />
        </AdminPanel>

        <AdminPanel title="Price and stock">
          <div className="space-y-4">
            <Toggle
              label="Add size options"
              description="Sell the product in several sizes, each with its own price and stock."
              {...toggle("sizeOptions")}
            />
            {state.sizeOptions ? (
              <BuyingOptionsEditor {...list("options")} />
            ) : (
              <OptionFields
                value={state.single}
                onChange={(single) => set("single", single)}
                withSize={false}
                errors={{
                  originalPrice: errors["single.originalPrice"],
                  discountedPrice: errors["single.discountedPrice"],
                  stock: errors["single.stock"],
                }}
              />
            )}
          </div>
        </AdminPanel>

        <AdminPanel
          title="Services"
          description="What you do to the saree before it leaves: blouse stitching, fall and pico, a petticoat, tassels, pre-pleating, gift wrap. Shoppers add them on the product page; the lead days count towards the delivery day."
        >
          <ServicesEditor
            value={state.services}
            onChange={(services) => set("services", services)}
            categoryServices={categories?.find((category) => category._id === state.category)?.services}
            error={errors.services}
          />
          <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="Made to order (working days)"
              inputMode="numeric"
              value={state.madeToOrderDays}
              onChange={(e) => set("madeToOrderDays", e.target.value.replace(/[^\d]/g, ""))}
              error={errors.madeToOrderDays}
              placeholder="Not made to order"
              hint="Sold beyond its stock: each extra piece is woven in this many working days."
            />
            <TextField
              label="Pre-order: launch day"
              type="date"
              value={state.availableFrom}
              onChange={(e) => set("availableFrom", e.target.value)}
              error={errors.availableFrom}
              hint="Sold before it arrives; nothing is sent before this day."
            />
          </div>
        </AdminPanel>

        <AdminPanel
          title="Parcel"
          description="One piece packed for the courier. The shipping provider prices the parcel by these; left empty, a piece counts as 800 g in a 35 × 25 × 5 cm box."
        >
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {PARCEL_FIELDS.map(([field, label]) => (
              <TextField
                key={field}
                label={label}
                inputMode="numeric"
                value={state.parcel[field]}
                onChange={(e) => set("parcel", { ...state.parcel, [field]: e.target.value.replace(/[^\d]/g, "") })}
                error={errors[`parcel.${field}`]}
              />
            ))}
          </div>
          {state.parcel.weightGrams === "" && (
            <p className="mt-3 text-[13px] font-semibold text-saffron-deep">{abroadMessages.productForm}</p>
          )}
        </AdminPanel>

        <AdminPanel
          title="Tax"
          description="The HSN code prints on every invoice and decides the GST rate: sarees (fabric, 50–55) pay 5 %; garments (61–63) 5 % up to ₹2,500 a piece and 18 % above. Left empty, the category's code is used."
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="HSN code"
              inputMode="numeric"
              value={state.hsnCode}
              onChange={(e) => set("hsnCode", e.target.value.replace(/[^\d]/g, "").slice(0, 8))}
              error={errors.hsnCode}
              placeholder="5007"
            />
            <SelectField
              label="GST rate"
              value={state.gstRate}
              onChange={(e) => set("gstRate", e.target.value)}
              placeholder="By the HSN code's rule"
              options={GST_RATE_OPTIONS}
            />
          </div>
        </AdminPanel>
      </div>

      <div className="space-y-5 lg:sticky lg:top-24">
        <AdminPanel title="Visibility">
          <Toggle
            label="Draft"
            description="Hidden from the shop: shoppers cannot find or buy it until you publish it."
            {...toggle("hidden")}
          />
          <Toggle
            label="One of a kind"
            description="A one-off piece: sold one at a time, shown as one of a kind and then as sold, never as low stock. On by itself for a piece without sizes and with one in stock."
            checked={showsOneOfAKind(state)}
            onChange={(value) => set("oneOfAKind", value)}
          />
        </AdminPanel>
        <AdminPanel
          title="Images"
          description="The first photo is the cover of the product card. Large phone photos are resized before they upload."
        >
          <ProductImagesEditor {...list("images")} />
        </AdminPanel>
        <div className="space-y-3 rounded-2xl border border-sand bg-white/70 p-4 shadow-card">
          <p aria-live="polite" className="text-[13px] font-semibold text-saffron-deep empty:hidden">
            {errorCount > 0 ? "Please correct the marked fields." : ""}
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {editing ? "Update Product" : "Add Product"}
          </Button>
          {editing && (
            <>
              <Button variant="outline" size="lg" className="w-full" disabled={busy} onClick={() => void duplicate()}>
                Duplicate as a draft
              </Button>
              {can("catalogue.delete") && (
                <Button
                  variant="outline"
                  size="lg"
                  className="w-full"
                  disabled={busy}
                  onClick={() => setConfirmingDelete(true)}
                >
                  Delete Product
                </Button>
              )}
            </>
          )}
        </div>
      </div>

      <NewColourDialog
        open={addingColour}
        onClose={() => setAddingColour(false)}
        onAdded={(colour) => set("colourId", colour._id)}
      />

      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this product?"
        confirmLabel="Delete Product"
        onConfirm={() => void remove()}
        onClose={() => setConfirmingDelete(false)}
      >
        <p>
          “{state.name || "This product"}” leaves the shop at once. Orders already placed keep it; it can no longer be
          bought.
        </p>
      </ConfirmDialog>
    </form>
  );
}

import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "@/components/ui/button";
import { errorMessage, errorStatus } from "@/lib/api-errors";
import { bindFields, focusFirstInvalid, hasErrors, serverFieldErrors, type FieldErrors } from "@/lib/field-errors";
import { useGetAdminCategoriesQuery } from "../../categories/api/admin-categories-api";
import { useGetAdminProductsQuery } from "../../products/api/admin-products-api";
import { SelectField, TextField, Toggle } from "../../shared/components/fields";
import { AdminPanel } from "../../shared/components/page-header";
import { toastResult } from "../../shared/progress-toast";
import { useCreatePromotionMutation, useUpdatePromotionMutation, type Promotion } from "../api/admin-promotions-api";
import {
  bodyFromDraft,
  draftErrors,
  draftFromPromotion,
  EMPTY_DRAFT,
  type PromotionDraft,
} from "../promotion-form-model";
import { ChoiceList } from "./choice-list";

const VALUE_LABELS: Record<PromotionDraft["type"], { label: string; hint: string }> = {
  percentage: { label: "Percent off", hint: "From 1 to 100." },
  fixed: { label: "Amount off (₹)", hint: "Rupees off the order." },
  buyXgetY: {
    label: "Discount on the pieces they get (%)",
    hint: "100 makes them free; the cheapest pieces are the ones discounted.",
  },
};

const PROMOTION_TYPE_OPTIONS: readonly { value: PromotionDraft["type"]; label: string }[] = [
  { value: "percentage", label: "Percentage off" },
  { value: "fixed", label: "Fixed amount off" },
  { value: "buyXgetY", label: "Buy X, get Y" },
];

const whole = (value: string) => value.replace(/[^\d]/g, "");
const rupees = (value: string) => value.replace(/[^\d.]/g, "");

/** Create or edit a promotion: every field of the API, with the server's refusals shown on their fields. */
export function PromotionForm({ promotion }: { promotion?: Promotion }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PromotionDraft>(() => (promotion ? draftFromPromotion(promotion) : EMPTY_DRAFT));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, creating] = useCreatePromotionMutation();
  const [update, updating] = useUpdatePromotionMutation();
  const { data: categories } = useGetAdminCategoriesQuery();
  const { data: products } = useGetAdminProductsQuery();
  const isCoupon = draft.code.trim() !== "";

  const change = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const field = bindFields(draft, errors, (key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  });
  type NumberKey = "value" | "minCartValue" | "buyQuantity" | "getQuantity" | "usageLimit" | "perCustomerLimit";
  const numeric = (key: NumberKey, keep: (typed: string) => string, inputMode: "decimal" | "numeric") => ({
    ...field(key),
    onChange: (event: { target: { value: string } }) => change(key, keep(event.target.value)),
    inputMode,
  });
  /** Rupees and percents may have decimals; counts are whole. */
  const typed = (key: "value" | "minCartValue") => numeric(key, rupees, "decimal");
  const count = (key: "buyQuantity" | "getQuantity" | "usageLimit" | "perCustomerLimit") =>
    numeric(key, whole, "numeric");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const refused = draftErrors(draft);
    if (hasErrors(refused)) {
      setErrors(refused);
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    const body = bodyFromDraft(draft);
    const call = promotion ? update({ promotionId: promotion._id, ...body }) : create(body);
    const saved = await toastResult(call);
    if (saved) {
      navigate("/admin/promotions");
      return;
    }
    const failure = (await call).error;
    const onFields = serverFieldErrors(failure);
    if (errorStatus(failure) === 409) onFields.code ??= errorMessage(failure);
    setErrors(onFields);
    requestAnimationFrame(() => focusFirstInvalid(form));
  };

  const value = VALUE_LABELS[draft.type];
  const busy = creating.isLoading || updating.isLoading;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <AdminPanel title="The offer" description="What the shopper gets, and the code they type for it.">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            label="Title"
            {...field("title")}
            maxLength={100}
            placeholder="Diwali 10% off"
            className="md:col-span-2"
          />
          <TextField
            label="Coupon code"
            {...field("code")}
            onChange={(event) => change("code", event.target.value.toUpperCase())}
            maxLength={32}
            autoCapitalize="characters"
            placeholder="DIWALI10"
            hint="Leave empty for an automatic offer that needs no code."
          />
          <SelectField
            label="Type"
            value={draft.type}
            error={errors.type}
            onChange={(event) => change("type", event.target.value as PromotionDraft["type"])}
            options={PROMOTION_TYPE_OPTIONS}
          />
          <TextField label={value.label} hint={value.hint} {...typed("value")} />
          {draft.type === "buyXgetY" && (
            <div className="grid grid-cols-2 gap-4 md:col-span-2">
              <TextField label="Buy quantity" {...count("buyQuantity")} placeholder="2" />
              <TextField label="Get quantity" {...count("getQuantity")} placeholder="1" />
            </div>
          )}
        </div>
      </AdminPanel>

      <AdminPanel title="Who can use it" description="Leave a field empty for no condition.">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField label="Minimum cart value (₹)" {...typed("minCartValue")} placeholder="No minimum" />
          <SelectField
            label="Payment"
            value={draft.paymentType}
            error={errors.paymentType}
            onChange={(event) => change("paymentType", event.target.value === "online" ? "online" : "")}
            placeholder="Any payment"
            options={[{ value: "online", label: "Online payment only (prepaid)" }]}
          />
          <ChoiceList
            legend="Categories"
            hint="Only items of these categories count. None chosen: every category."
            choices={(categories ?? []).map((category) => ({ id: category._id, label: category.name }))}
            chosen={draft.categories}
            onChange={(chosen) => change("categories", chosen)}
            error={errors.categories}
          />
          <ChoiceList
            legend="Products"
            hint="Only these products count. None chosen: every product."
            choices={(products ?? []).map((product) => ({ id: product._id, label: product.name }))}
            chosen={draft.products}
            onChange={(chosen) => change("products", chosen)}
            error={errors.products}
          />
          <div className="md:col-span-2">
            <Toggle
              label="First order only"
              description="Only for shoppers who have never ordered before."
              checked={draft.firstOrderOnly}
              onChange={(checked) => change("firstOrderOnly", checked)}
            />
          </div>
        </div>
      </AdminPanel>

      <AdminPanel title="When and how often" description="Times are India time (IST).">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField label="Starts" type="datetime-local" {...field("startsAt")} hint="Empty: from now." />
          <TextField label="Ends" type="datetime-local" {...field("endsAt")} hint="Empty: until you pause it." />
          <TextField label="Usage limit" {...count("usageLimit")} placeholder="No limit" hint="Orders in all." />
          <TextField label="Limit per customer" {...count("perCustomerLimit")} placeholder="No limit" />
          {isCoupon ? (
            <Toggle
              label="Combines with automatic offers"
              description="The automatic offers that also combine with codes apply with this code."
              checked={draft.combinable}
              onChange={(checked) => change("combinable", checked)}
            />
          ) : (
            <>
              <Toggle
                label="Combines with coupon codes"
                description="A shopper's code applies with this offer, when the code combines with offers."
                checked={draft.combinesWithCodes}
                onChange={(checked) => change("combinesWithCodes", checked)}
              />
              <Toggle
                label="Combines with other automatic offers"
                description="Other automatic offers that also combine apply with this one."
                checked={draft.combinable}
                onChange={(checked) => change("combinable", checked)}
              />
            </>
          )}
          <Toggle
            label="Active"
            description="Off pauses it: shoppers cannot use it."
            checked={draft.active}
            onChange={(checked) => change("active", checked)}
          />
        </div>
      </AdminPanel>

      {hasErrors(errors) && (
        <p role="alert" className="text-[14px] font-semibold text-saffron-deep">
          Please correct the fields marked above.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to="/admin/promotions" variant="ghost">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={busy}>
          {promotion ? "Save promotion" : "Create promotion"}
        </Button>
      </div>
    </form>
  );
}

import { bindFields } from "@/lib/field-errors";
import { TextField } from "../../shared/components/fields";
import type { FieldErrors, OptionDraft } from "../product-form-model";

/** Original price, discounted price and stock of one buying option, and its size when asked. */
export function OptionFields({
  value,
  onChange,
  errors,
  withSize,
}: {
  value: OptionDraft;
  onChange: (value: OptionDraft) => void;
  errors: FieldErrors;
  withSize: boolean;
}) {
  const field = bindFields(value, errors, (key, text) => onChange({ ...value, [key]: text }));
  return (
    <div className={`grid gap-3 ${withSize ? "grid-cols-2 md:grid-cols-4" : "grid-cols-2 sm:grid-cols-3"}`}>
      {withSize && <TextField label="Size" {...field("size")} placeholder="M" maxLength={30} />}
      <TextField label="Original price (₹)" {...field("originalPrice")} inputMode="decimal" placeholder="15000" />
      <TextField label="Discounted price (₹)" {...field("discountedPrice")} inputMode="decimal" placeholder="12500" />
      <TextField label="Stock" {...field("stock")} inputMode="numeric" placeholder="5" />
    </div>
  );
}

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
  const set = (field: keyof OptionDraft) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <div className={`grid gap-3 ${withSize ? "grid-cols-2 md:grid-cols-4" : "grid-cols-2 sm:grid-cols-3"}`}>
      {withSize && (
        <TextField
          label="Size"
          value={value.size}
          onChange={set("size")}
          error={errors.size}
          placeholder="M"
          maxLength={30}
        />
      )}
      <TextField
        label="Original price (₹)"
        value={value.originalPrice}
        onChange={set("originalPrice")}
        error={errors.originalPrice}
        inputMode="decimal"
        placeholder="15000"
      />
      <TextField
        label="Discounted price (₹)"
        value={value.discountedPrice}
        onChange={set("discountedPrice")}
        error={errors.discountedPrice}
        inputMode="decimal"
        placeholder="12500"
      />
      <TextField
        label="Stock"
        value={value.stock}
        onChange={set("stock")}
        error={errors.stock}
        inputMode="numeric"
        placeholder="5"
      />
    </div>
  );
}

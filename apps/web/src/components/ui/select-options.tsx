/** One choice of a select; a plain string is its own value and label. */
export type SelectOption = string | { readonly value: string; readonly label: string };

/**
 * The options of a native select: the empty choice named by `placeholder` (when there is one; a
 * required field's cannot be chosen back), then `options` in their order.
 */
export function SelectOptions({
  placeholder,
  required,
  options,
}: {
  placeholder?: string | undefined;
  required?: boolean | undefined;
  options: readonly SelectOption[];
}) {
  return (
    <>
      {placeholder !== undefined && (
        <option value="" disabled={required}>
          {placeholder}
        </option>
      )}
      {options.map((option) => {
        const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}

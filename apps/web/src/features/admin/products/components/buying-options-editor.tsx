import { formatRupees } from "@pallu/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PlusIcon } from "../../shared/components/admin-icons";
import { FieldError } from "../../shared/components/fields";
import { RowControls } from "../../shared/components/row-controls";
import { editingIndexAfterMove, editingIndexAfterRemove, moveItem, removeAt } from "../../shared/list-editing";
import {
  applyPriceToAll,
  sizesPricedDifferently,
  EMPTY_OPTION,
  saveOption,
  validateOptionDraft,
  type FieldErrors,
  type OptionDraft,
} from "../product-form-model";
import { OptionFields } from "./option-fields";
import { CardFigure } from "../../shared/components/detail-row";

const money = (text: string) => (text.trim() === "" || Number.isNaN(Number(text)) ? text : formatRupees(Number(text)));

/**
 * The sizes of a product with size options: add, edit in place (the row being edited is kept by
 * its position), reorder and remove (docs/shop-rules.md#product-form).
 */
export function BuyingOptionsEditor({
  value: rows,
  onChange,
  error,
}: {
  value: OptionDraft[];
  onChange: (rows: OptionDraft[]) => void;
  error: string | undefined;
}) {
  const [draft, setDraft] = useState<OptionDraft>(EMPTY_OPTION);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const reset = () => {
    setDraft(EMPTY_OPTION);
    setEditing(null);
    setErrors({});
  };

  const save = () => {
    const problems = validateOptionDraft(draft, { withSize: true, rows, editing });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    onChange(saveOption(rows, draft, editing));
    reset();
  };

  const move = (index: number, direction: -1 | 1) => {
    setEditing(editingIndexAfterMove(editing, index, direction, rows.length));
    onChange(moveItem(rows, index, direction));
  };

  const remove = (index: number) => {
    const next = editingIndexAfterRemove(editing, index);
    if (next === null && editing !== null) reset();
    else setEditing(next);
    onChange(removeAt(rows, index));
  };

  const pricedDifferently = sizesPricedDifferently(rows);

  return (
    <div>
      {rows.length > 0 && (
        <ol
          aria-label="Sizes"
          className="mb-4 divide-y divide-sand overflow-hidden rounded-xl border border-sand bg-white"
        >
          {rows.map((row, index) => (
            <li
              key={row._id ?? `new-${index}-${row.size}`}
              aria-label={`Size ${row.size}`}
              aria-current={editing === index ? "true" : undefined}
              className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 ${editing === index ? "bg-gold-light/25" : ""}`}
            >
              <span className="min-w-10 font-display text-[20px] font-semibold text-ink">{row.size}</span>
              <dl className="flex flex-1 basis-48 flex-wrap gap-x-5 text-[13px]">
                <CardFigure label="Original" valueClassName="font-semibold text-ink">
                  {money(row.originalPrice)}
                </CardFigure>
                <CardFigure label="Discounted" valueClassName="font-semibold text-ink">
                  {money(row.discountedPrice)}
                </CardFigure>
                <CardFigure
                  label="Stock"
                  valueClassName={`font-semibold ${Number(row.stock) <= 0 ? "text-saffron-deep" : "text-ink"}`}
                >
                  {row.stock}
                </CardFigure>
              </dl>
              {pricedDifferently && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Apply the price of size ${row.size} to all sizes`}
                  onClick={() => onChange(applyPriceToAll(rows, index))}
                >
                  Apply this price to all sizes
                </Button>
              )}
              <div className="ml-auto">
                <RowControls
                  itemLabel={`size ${row.size}`}
                  canUp={index > 0}
                  canDown={index < rows.length - 1}
                  onUp={() => move(index, -1)}
                  onDown={() => move(index, 1)}
                  onEdit={() => {
                    setEditing(index);
                    setDraft(row);
                    setErrors({});
                  }}
                  onRemove={() => remove(index)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="rounded-xl bg-ivory-deep/60 p-3">
        <p className="mb-2 text-[13px] font-bold text-maroon-dark" aria-live="polite">
          {editing === null ? "New size" : `Editing size ${rows[editing]?.size ?? ""} (row ${editing + 1})`}
        </p>
        <OptionFields value={draft} onChange={setDraft} errors={errors} withSize />
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={save}>
            {editing === null ? (
              <>
                <PlusIcon size={17} /> Add size
              </>
            ) : (
              "Save size"
            )}
          </Button>
          {editing !== null && (
            <Button variant="ghost" size="sm" onClick={reset}>
              Cancel
            </Button>
          )}
        </div>
      </div>
      <FieldError id="options-error" message={error} />
    </div>
  );
}

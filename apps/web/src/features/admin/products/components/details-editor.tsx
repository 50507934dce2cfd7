import { Button } from "@/components/ui/button";
import { PlusIcon } from "../../shared/components/admin-icons";
import { FieldError, TextAreaField, TextField } from "../../shared/components/fields";
import { RowControls } from "../../shared/components/row-controls";
import { moveItem, removeAt } from "../../shared/list-editing";
import { addDetail, EMPTY_DETAIL, type DetailRow } from "../product-form-model";

/**
 * The product's ordered information table: heading and information per row (docs/shop-rules.md#product-form).
 * The row being typed belongs to the form, so saving without "Add detail" keeps it.
 */
export function DetailsEditor({
  value: details,
  onChange,
  draft,
  onDraftChange: setDraft,
  error,
}: {
  value: DetailRow[];
  onChange: (details: DetailRow[]) => void;
  draft: DetailRow;
  onDraftChange: (draft: DetailRow) => void;
  error: string | undefined;
}) {
  const canAdd = draft.detail.trim() !== "";

  const add = () => {
    const next = addDetail(details, draft);
    if (!next) return;
    onChange(next);
    setDraft({ ...EMPTY_DETAIL });
  };

  return (
    <div>
      {details.length > 0 && (
        <ol className="mb-4 divide-y divide-sand overflow-hidden rounded-xl border border-sand bg-white">
          {details.map((row, index) => (
            <li key={`${index}-${row.heading}-${row.detail}`} className="flex items-start gap-3 px-3 py-2.5">
              <span className="mt-0.5 w-5 shrink-0 text-right text-[12px] font-bold text-ink-muted">{index + 1}.</span>
              <div className="min-w-0 flex-1 text-[14px]">
                <p className="font-bold text-ink">
                  {row.heading || <span className="font-normal text-ink-muted italic">No heading</span>}
                </p>
                <p className="break-words whitespace-pre-line text-ink-muted">{row.detail}</p>
              </div>
              <RowControls
                itemLabel={`detail ${index + 1}`}
                canUp={index > 0}
                canDown={index < details.length - 1}
                onUp={() => onChange(moveItem(details, index, -1))}
                onDown={() => onChange(moveItem(details, index, 1))}
                onRemove={() => onChange(removeAt(details, index))}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="grid gap-3 rounded-xl bg-ivory-deep/60 p-3 sm:grid-cols-[12rem_1fr]">
        <TextField
          label="Heading"
          value={draft.heading}
          onChange={(event) => setDraft({ ...draft, heading: event.target.value })}
          placeholder="Fabric"
          maxLength={100}
        />
        <TextAreaField
          label="Information"
          value={draft.detail}
          onChange={(event) => setDraft({ ...draft, detail: event.target.value })}
          placeholder="Pure Katan silk with real zari"
          className="[&_textarea]:min-h-11"
          rows={1}
          maxLength={2000}
        />
        <div className="sm:col-span-2">
          <Button variant="outline" size="sm" onClick={add} disabled={!canAdd}>
            <PlusIcon size={17} /> Add detail
          </Button>
        </div>
      </div>
      <FieldError id="details-error" message={error} />
    </div>
  );
}

import { useId, useState } from "react";
import { FieldError, SearchBox } from "../../shared/components/fields";

export interface Choice {
  id: string;
  label: string;
}

/**
 * A searchable list of checkboxes for choosing some of many (categories, products); the chosen
 * ones are listed first and counted in the legend.
 */
export function ChoiceList({
  legend,
  hint,
  choices,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  hint: string;
  choices: readonly Choice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const picked = new Set(chosen);
  const needle = search.trim().toLowerCase();
  const shown = choices
    .filter((choice) => picked.has(choice.id) || choice.label.toLowerCase().includes(needle))
    .sort((a, b) => Number(picked.has(b.id)) - Number(picked.has(a.id)));
  const toggle = (choiceId: string) =>
    onChange(picked.has(choiceId) ? chosen.filter((other) => other !== choiceId) : [...chosen, choiceId]);

  return (
    <fieldset aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`} className="min-w-0">
      <legend className="mb-1.5 text-[13px] font-bold text-ink">
        {legend} {chosen.length > 0 && <span className="font-semibold text-gold-text">· {chosen.length} chosen</span>}
      </legend>
      <p id={`${id}-hint`} className="mb-2 text-[12px] text-ink-muted">
        {hint}
      </p>
      {choices.length > 8 && (
        <SearchBox
          label={`Search ${legend.toLowerCase()}`}
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="mb-2 block"
        />
      )}
      <ul
        className={`max-h-56 overflow-y-auto rounded-lg border bg-white ${error ? "border-saffron-deep" : "border-sand"}`}
      >
        {shown.length === 0 ? (
          <li className="px-3 py-2.5 text-[13px] text-ink-muted">Nothing to choose</li>
        ) : (
          shown.map((choice) => (
            <li key={choice.id} className="border-b border-sand/60 last:border-b-0">
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-[14px] hover:bg-ivory">
                <input
                  type="checkbox"
                  checked={picked.has(choice.id)}
                  onChange={() => toggle(choice.id)}
                  className="h-4 w-4 shrink-0 accent-maroon"
                />
                <span className="min-w-0 truncate">{choice.label}</span>
              </label>
            </li>
          ))
        )}
      </ul>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

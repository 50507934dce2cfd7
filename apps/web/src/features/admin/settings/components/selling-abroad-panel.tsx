import { allCountries, countryName, HOME_COUNTRY, indiaMomentText, SellingAbroadSchema, type SellingAbroad } from "@pallu/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/lib/field-errors";
import { FieldError, SelectField, TextField, Toggle } from "../../shared/components/fields";
import { AdminPanel } from "../../shared/components/page-header";
import { Spinner } from "../../shared/components/states";
import { toastResult } from "../../shared/progress-toast";
import { useGetSellingAbroadQuery, useUpdateSellingAbroadMutation } from "../api/selling-abroad-api";
import {
  errorsByPath,
  fromDraft,
  newZone,
  toDraft,
  type SellingAbroadDraft,
  type SlabDraft,
  type ZoneDraft,
} from "./selling-abroad-draft";

type Errors = Record<string, string>;

const ROUNDINGS = [
  { value: "cents", label: "Exact cents (USD 41.37)" },
  { value: "whole", label: "Whole units (USD 41.00)" },
  { value: "ninety-nine", label: "Ending in .99 (USD 40.99)" },
];
const SOURCES = [
  { value: "table", label: "My own rates below" },
  { value: "provider", label: "Refreshed daily from the rate provider" },
];
const RATE_KINDS = [
  { value: "flat", label: "One flat rate" },
  { value: "weight", label: "By parcel weight" },
];

let countriesAbroad: { value: string; label: string }[] | undefined;
/** Every country but India, by name, sorted once. */
const countriesByName = () =>
  (countriesAbroad ??= allCountries()
    .filter((country) => country.code !== HOME_COUNTRY)
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((country) => ({ value: country.code, label: country.name })));

/** The first message at or under a path: a bad country's issue names the country's place in the list. */
const errorAt = (errors: Errors, path: string) =>
  errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

const digits = (value: string) => value.replace(/[^\d]/g, "");
const decimal = (value: string) => value.replace(/[^\d.]/g, "");

function CountryPicker({
  chosen,
  takenElsewhere,
  error,
  onChange,
}: {
  chosen: string[];
  takenElsewhere: Set<string>;
  error: string | undefined;
  onChange: (countries: string[]) => void;
}) {
  const options = countriesByName().filter((country) => !chosen.includes(country.value) && !takenElsewhere.has(country.value));
  return (
    <div className="md:col-span-2">
      <SelectField
        label="Add a country"
        placeholder="Choose a country…"
        value=""
        options={options}
        error={error}
        onChange={(event) => event.target.value && onChange([...chosen, event.target.value])}
      />
      {chosen.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Countries in this zone">
          {chosen.map((code) => (
            <li key={code} className="flex items-center gap-1 rounded-full border border-sand bg-ivory px-3 py-1 text-[13px]">
              {countryName(code)}
              <button
                type="button"
                className="ml-1 px-1 font-bold text-ink-muted hover:text-saffron-deep"
                aria-label={`Remove ${countryName(code)}`}
                onClick={() => onChange(chosen.filter((other) => other !== code))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SlabRows({ slabs, path, errors, onChange }: { slabs: SlabDraft[]; path: string; errors: Errors; onChange: (slabs: SlabDraft[]) => void }) {
  const set = (index: number, change: Partial<SlabDraft>) =>
    onChange(slabs.map((slab, at) => (at === index ? { ...slab, ...change } : slab)));
  return (
    <fieldset className="md:col-span-2">
      <legend className="mb-1.5 text-[13px] font-bold text-ink">Weight slabs</legend>
      <p className="mb-2 text-[12px] text-ink-muted">A parcel pays the first slab its weight fits; heavier than the last, it cannot ship to this zone.</p>
      <div className="space-y-3">
        {slabs.map((slab, index) => (
          <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
            <TextField
              label={<>Up to (g)<span className="sr-only">, slab {index + 1}</span></>}
              inputMode="numeric"
              value={slab.upToGrams}
              error={errors[`${path}.${index}.upToGrams`]}
              onChange={(event) => set(index, { upToGrams: digits(event.target.value) })}
            />
            <TextField
              label={<>Rate (₹)<span className="sr-only">, slab {index + 1}</span></>}
              inputMode="numeric"
              value={slab.amountRupees}
              error={errors[`${path}.${index}.amountRupees`]}
              onChange={(event) => set(index, { amountRupees: digits(event.target.value) })}
            />
            <Button
              variant="ghost"
              size="sm"
              className="mt-7"
              aria-label={`Remove slab ${index + 1}`}
              disabled={slabs.length === 1}
              onClick={() => onChange(slabs.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </div>
        ))}
      </div>
      <FieldError id={`${path}-error`} message={errors[path]} />
      <Button variant="outline" size="sm" className="mt-3" onClick={() => onChange([...slabs, { upToGrams: "", amountRupees: "" }])}>
        Add a slab
      </Button>
    </fieldset>
  );
}

function ZoneFields({
  zone,
  index,
  errors,
  takenElsewhere,
  onChange,
  onRemove,
}: {
  zone: ZoneDraft;
  index: number;
  errors: Errors;
  takenElsewhere: Set<string>;
  onChange: (zone: ZoneDraft) => void;
  onRemove: () => void;
}) {
  const path = `zones.${index}`;
  const set = (change: Partial<ZoneDraft>) => onChange({ ...zone, ...change });
  const title = zone.name.trim() || `Zone ${index + 1}`;
  return (
    <fieldset aria-label={title} className="rounded-xl border border-sand bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-[17px] font-semibold">{title}</h3>
        <Button variant="ghost" size="sm" aria-label={`Remove ${title}`} onClick={onRemove}>
          Remove zone
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField label="Zone name" maxLength={60} value={zone.name} error={errors[`${path}.name`]} onChange={(event) => set({ name: event.target.value })} />
        <SelectField
          label="Shipping rate"
          options={RATE_KINDS}
          value={zone.rateKind}
          onChange={(event) => set({ rateKind: event.target.value as ZoneDraft["rateKind"] })}
        />
        <CountryPicker
          chosen={zone.countries}
          takenElsewhere={takenElsewhere}
          error={errorAt(errors, `${path}.countries`)}
          onChange={(countries) => set({ countries })}
        />
        {zone.rateKind === "flat" ? (
          <TextField
            label="Flat rate (₹)"
            inputMode="numeric"
            value={zone.flatRupees}
            error={errors[`${path}.rate.amountRupees`]}
            onChange={(event) => set({ flatRupees: digits(event.target.value) })}
          />
        ) : (
          <SlabRows slabs={zone.slabs} path={`${path}.rate.slabs`} errors={errors} onChange={(slabs) => set({ slabs })} />
        )}
        <TextField
          label="Free shipping above (₹)"
          inputMode="numeric"
          hint="Goods worth at least this ship free. Leave blank if they never do."
          value={zone.freeAboveRupees}
          error={errors[`${path}.freeAboveRupees`]}
          onChange={(event) => set({ freeAboveRupees: digits(event.target.value) })}
        />
        <div className="grid grid-cols-2 gap-3 md:col-span-2">
          <TextField
            label="Delivery from (days)"
            inputMode="numeric"
            hint="Working days after dispatch."
            value={zone.minDays}
            error={errors[`${path}.deliveryDays.min`] ?? errors[`${path}.deliveryDays`]}
            onChange={(event) => set({ minDays: digits(event.target.value) })}
          />
          <TextField
            label="Delivery up to (days)"
            inputMode="numeric"
            hint="Checkout promises this range."
            value={zone.maxDays}
            error={errors[`${path}.deliveryDays.max`]}
            onChange={(event) => set({ maxDays: digits(event.target.value) })}
          />
        </div>
        <div className="md:col-span-2">
          <Toggle
            label="Buyer pays import duties"
            description="Checkout tells buyers in this zone that duties and taxes are paid to the courier on delivery."
            checked={zone.dutiesPaidByBuyer}
            onChange={(dutiesPaidByBuyer) => set({ dutiesPaidByBuyer })}
          />
        </div>
      </div>
    </fieldset>
  );
}

function ExchangeRateFields({ draft, errors, onChange }: { draft: SellingAbroadDraft; errors: Errors; onChange: (draft: SellingAbroadDraft) => void }) {
  const setRate = (index: number, change: Partial<SellingAbroadDraft["rates"][number]>) =>
    onChange({ ...draft, rates: draft.rates.map((rate, at) => (at === index ? { ...rate, ...change } : rate)) });
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <SelectField
          label="Rates from"
          options={SOURCES}
          hint={draft.updatedAt ? `Last refreshed ${indiaMomentText(draft.updatedAt)}.` : "Margin and rounding stay yours either way."}
          value={draft.source}
          onChange={(event) => onChange({ ...draft, source: event.target.value as SellingAbroadDraft["source"] })}
        />
        <TextField
          label="Margin (%)"
          inputMode="decimal"
          hint="0 to 25, in the shop's favour: covers the card's conversion and the rate's drift."
          value={draft.marginPercent}
          error={errors["marginPercent"]}
          onChange={(event) => onChange({ ...draft, marginPercent: decimal(event.target.value) })}
        />
        <SelectField
          label="Prices abroad end in"
          options={ROUNDINGS}
          value={draft.rounding}
          error={errors["rounding"]}
          onChange={(event) => onChange({ ...draft, rounding: event.target.value as SellingAbroadDraft["rounding"] })}
        />
      </div>
      <div className="space-y-3">
        {draft.rates.map((rate, index) => {
          const currency = rate.currency.trim().toUpperCase();
          return (
            <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
              <TextField
                label={<>Currency<span className="sr-only"> {index + 1}</span></>}
                maxLength={3}
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="USD"
                value={rate.currency}
                onChange={(event) => setRate(index, { currency: event.target.value.toUpperCase() })}
                error={errors[`currency.${currency}`]}
              />
              <TextField
                label={<>Rate (₹)<span className="sr-only"> for one {currency || "unit"}</span></>}
                inputMode="decimal"
                value={rate.rupees}
                error={errors[`rupeesPer.${currency}`]}
                onChange={(event) => setRate(index, { rupees: decimal(event.target.value) })}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={`Remove ${currency || `currency ${index + 1}`}`}
                onClick={() => onChange({ ...draft, rates: draft.rates.filter((_, at) => at !== index) })}
              >
                Remove
              </Button>
            </div>
          );
        })}
      </div>
      <Button variant="outline" size="sm" onClick={() => onChange({ ...draft, rates: [...draft.rates, { currency: "", rupees: "" }] })}>
        Add a currency
      </Button>
    </div>
  );
}

function SellingAbroadForm({ settings }: { settings: SellingAbroad }) {
  const [draft, setDraft] = useState<SellingAbroadDraft>(() => toDraft(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [save, saving] = useUpdateSellingAbroadMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const currencies = draft.rates.map((rate) => rate.currency.trim().toUpperCase());
    const repeated = currencies.find((currency, at) => currency !== "" && currencies.indexOf(currency) !== at);
    const parsed = SellingAbroadSchema.safeParse(fromDraft(draft));
    const next = parsed.success ? {} : errorsByPath(parsed.error.issues);
    if (repeated) next[`currency.${repeated}`] ??= `${repeated} is listed twice`;
    if (!parsed.success || repeated) {
      setErrors(next);
      // Wait for the messages to render before landing on the first one.
      queueMicrotask(() => focusFirstInvalid(form));
      return;
    }
    setErrors({});
    const saved = await toastResult(save(parsed.data));
    if (saved) setDraft(toDraft(saved.sellingAbroad));
  };

  const setZone = (index: number, zone: ZoneDraft) => setDraft({ ...draft, zones: draft.zones.map((other, at) => (at === index ? zone : other)) });
  const takenOutside = (index: number) => new Set(draft.zones.flatMap((zone, at) => (at === index ? [] : zone.countries)));

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Selling abroad">
      <AdminPanel
        title="Selling abroad"
        description="The countries you ship to, grouped in zones with their shipping rate and delivery promise. A country may be in one zone only; with no zone, the shop sells within India only."
      >
        <div className="space-y-4">
          {draft.zones.length === 0 && <p className="text-[14px] text-ink-muted">No zones yet: the shop ships within India only.</p>}
          {draft.zones.map((zone, index) => (
            <ZoneFields
              key={index}
              zone={zone}
              index={index}
              errors={errors}
              takenElsewhere={takenOutside(index)}
              onChange={(changed) => setZone(index, changed)}
              onRemove={() => setDraft({ ...draft, zones: draft.zones.filter((_, at) => at !== index) })}
            />
          ))}
          <Button variant="outline" onClick={() => setDraft({ ...draft, zones: [...draft.zones, newZone()] })}>
            Add a zone
          </Button>
        </div>
      </AdminPanel>

      <AdminPanel
        title="Exchange rates"
        description="Buyers abroad see prices in their own currency and are charged in rupees. A rate is the rupees for one unit of the currency."
      >
        <ExchangeRateFields draft={draft} errors={errors} onChange={setDraft} />
      </AdminPanel>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mr-auto text-[13px] font-semibold text-saffron-deep">
            Please correct the fields marked above.
          </p>
        )}
        <Button type="submit" disabled={saving.isLoading}>
          {saving.isLoading ? "Saving…" : "Save selling abroad"}
        </Button>
      </div>
    </form>
  );
}

/** The zones and exchange rates of selling abroad (docs/selling-abroad.md), saved on their own. */
export function SellingAbroadPanel() {
  const { data, isLoading } = useGetSellingAbroadQuery();
  if (isLoading || !data) return <Spinner />;
  return <SellingAbroadForm key={JSON.stringify(data.sellingAbroad)} settings={data.sellingAbroad} />;
}

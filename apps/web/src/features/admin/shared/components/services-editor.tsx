import { SERVICE_KIND_LABELS, SERVICE_KINDS, SERVICE_STYLES_MAX, SERVICES_MAX, type ServiceWire } from "@pallu/domain";
import { Button } from "@/components/ui/button";
import { PlusIcon, TrashIcon } from "./admin-icons";
import { FieldError, SelectField, TextField } from "./fields";
import { ControlButton } from "./row-controls";
import { removeAt, replaceAt } from "../list-editing";
import { EMPTY_STYLE, newServiceDraft, withKind, type ServiceDraft, type StyleDraft } from "../services-model";

const KIND_OPTIONS = SERVICE_KINDS.map((kind) => ({ value: kind, label: SERVICE_KIND_LABELS[kind] }));

const decimals = (text: string) => text.replace(/[^\d.]/g, "");
const digits = (text: string) => text.replace(/[^\d]/g, "");

/**
 * The services a product or a category offers (docs/services.md): one row per service, a blouse's
 * styles under it. A product's list may be null, "its category's services", shown with what they
 * are (`categoryServices`); a category's list is what its products start with.
 */
export function ServicesEditor({
  value,
  onChange,
  owner = "product",
  categoryServices,
  error,
}: {
  value: ServiceDraft[] | null;
  onChange: (services: ServiceDraft[] | null) => void;
  owner?: "product" | "category";
  categoryServices?: readonly ServiceWire[] | undefined;
  error: string | undefined;
}) {
  const services = value ?? [];
  const add = () => onChange([...services, newServiceDraft(services.length === 0 ? "blouseStitching" : "fallPico")]);
  const inherits = owner === "product" && value === null;

  return (
    <div className="space-y-3">
      {inherits ? (
        <p className="text-[14px] text-ink-muted">
          This product has no services of its own: its category&apos;s apply
          {categoryServices && categoryServices.length > 0
            ? ` (${categoryServices.map((service) => service.name).join(", ")}).`
            : "."}
        </p>
      ) : services.length === 0 ? (
        <p className="text-[14px] text-ink-muted">
          {owner === "product"
            ? "No services are offered with this product."
            : "No services: this category's products start with none. A product can still offer its own."}
        </p>
      ) : (
        <ol className="space-y-3">
          {services.map((service, index) => (
            <ServiceRow
              key={service._id ?? `new-${index}`}
              index={index}
              value={service}
              onChange={(next) => onChange(replaceAt(services, index, next))}
              onRemove={() => onChange(removeAt(services, index))}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={add} disabled={services.length >= SERVICES_MAX}>
          <PlusIcon size={17} /> Add a service
        </Button>
        {owner === "product" && value !== null && (
          <Button variant="outline" size="sm" onClick={() => onChange(null)}>
            Use the category&apos;s services
          </Button>
        )}
      </div>
      <FieldError id="services-error" message={error} />
    </div>
  );
}

function ServiceRow({
  index,
  value: service,
  onChange,
  onRemove,
}: {
  index: number;
  value: ServiceDraft;
  onChange: (service: ServiceDraft) => void;
  onRemove: () => void;
}) {
  const set = <K extends keyof ServiceDraft>(key: K, next: ServiceDraft[K]) => onChange({ ...service, [key]: next });
  const label = `Service ${index + 1}`;
  return (
    <li aria-label={label} className="rounded-xl border border-sand bg-white p-3">
      {/* Two columns at most: the kinds' names ("Blouse stitching") must read whole in their select. */}
      <div className="grid grid-cols-2 gap-3 sm:items-end">
        <div className="col-span-2 sm:col-span-1">
          <SelectField
            label="Kind"
            value={service.kind}
            onChange={(event) => onChange(withKind(service, event.target.value as ServiceDraft["kind"]))}
            options={KIND_OPTIONS}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <TextField
            label="Name"
            value={service.name}
            onChange={(event) => set("name", event.target.value)}
            maxLength={80}
          />
        </div>
        <TextField
          label={service.styles.length > 0 ? "From (₹)" : "Price (₹)"}
          inputMode="decimal"
          value={service.price}
          onChange={(event) => set("price", decimals(event.target.value))}
          placeholder="0"
        />
        <TextField
          label="Lead days"
          inputMode="numeric"
          value={service.leadDays}
          onChange={(event) => set("leadDays", digits(event.target.value))}
        />
        <div className="col-span-2 flex justify-end">
          <ControlButton label={`Remove ${label.toLowerCase()}`} title="Remove" onClick={onRemove}>
            <TrashIcon size={18} />
          </ControlButton>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-[14px]">
        <Check
          label="Needs measurements"
          checked={service.needsMeasurements}
          onChange={(next) => set("needsMeasurements", next)}
        />
        <Check label="Returnable" checked={service.returnable} onChange={(next) => set("returnable", next)} />
      </div>
      {service.kind === "blouseStitching" && (
        <StylesEditor value={service.styles} onChange={(styles) => set("styles", styles)} />
      )}
    </li>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 accent-maroon"
      />
      {label}
    </label>
  );
}

/** A blouse's styles: name, price and an optional picture. */
function StylesEditor({ value: styles, onChange }: { value: StyleDraft[]; onChange: (styles: StyleDraft[]) => void }) {
  return (
    <div className="mt-2 rounded-lg bg-ivory-deep/60 p-3">
      <p className="text-[13px] font-bold text-ink">Styles</p>
      {styles.length === 0 && (
        <p className="text-[13px] text-ink-muted">
          Without styles the service has one price; with styles, shoppers choose one.
        </p>
      )}
      <ol className="mt-2 space-y-2">
        {styles.map((style, index) => {
          const set = (key: keyof StyleDraft, next: string) =>
            onChange(replaceAt(styles, index, { ...style, [key]: next }));
          return (
            <li
              key={style._id ?? `new-${index}`}
              aria-label={`Style ${index + 1}`}
              className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1fr)_7rem_minmax(0,1.4fr)_auto] sm:items-end"
            >
              <TextField
                label="Style"
                value={style.name}
                onChange={(event) => set("name", event.target.value)}
                placeholder="Boat neck"
                maxLength={60}
              />
              <TextField
                label="Price (₹)"
                inputMode="decimal"
                value={style.price}
                onChange={(event) => set("price", decimals(event.target.value))}
              />
              <TextField
                label="Picture URL (optional)"
                className="col-span-2 sm:col-span-1"
                type="url"
                value={style.image}
                onChange={(event) => set("image", event.target.value)}
                maxLength={500}
              />
              <div className="col-span-2 flex justify-end sm:col-span-1">
                <ControlButton
                  label={`Remove style ${index + 1}`}
                  title="Remove"
                  onClick={() => onChange(removeAt(styles, index))}
                >
                  <TrashIcon size={18} />
                </ControlButton>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        onClick={() => onChange([...styles, { ...EMPTY_STYLE }])}
        disabled={styles.length >= SERVICE_STYLES_MAX}
      >
        <PlusIcon size={17} /> Add a style
      </Button>
    </div>
  );
}

import {
  MADE_TO_ORDER_DAYS_MAX,
  SERVICE_KIND_LABELS,
  SERVICE_LEAD_DAYS_MAX,
  SERVICE_PRICE_MAX_RUPEES,
  SERVICE_STYLES_MAX,
  SERVICES_MAX,
  type ServiceInput,
  type ServiceKind,
  type ServiceWire,
} from "@pallu/domain";

/**
 * The services the seller does to a saree before it leaves (docs/services.md), as typed on the
 * product and category forms: numbers stay text until the form is checked. The server checks the same list with
 * the domain's ServicesFieldSchema and has the last word.
 */
export interface StyleDraft {
  _id?: string;
  name: string;
  price: string;
  image: string;
}

export interface ServiceDraft {
  _id?: string;
  kind: ServiceKind;
  name: string;
  price: string;
  leadDays: string;
  needsMeasurements: boolean;
  returnable: boolean;
  styles: StyleDraft[];
}

type FieldErrors = Partial<Record<string, string>>;

export const EMPTY_STYLE: StyleDraft = { name: "", price: "", image: "" };

/** A new row: stitching a blouse is made to the shopper's measurements and cannot come back. */
export function newServiceDraft(kind: ServiceKind = "blouseStitching"): ServiceDraft {
  const stitched = kind === "blouseStitching";
  return {
    kind,
    name: SERVICE_KIND_LABELS[kind],
    price: "",
    leadDays: "0",
    needsMeasurements: stitched,
    returnable: !stitched,
    styles: [],
  };
}

/** Changing the kind keeps a name the seller typed, and otherwise names the row after its kind. */
export function withKind(draft: ServiceDraft, kind: ServiceKind): ServiceDraft {
  const named = draft.name.trim() !== "" && draft.name !== SERVICE_KIND_LABELS[draft.kind];
  return {
    ...draft,
    kind,
    name: named ? draft.name : SERVICE_KIND_LABELS[kind],
    styles: kind === "blouseStitching" ? draft.styles : [],
  };
}

export function serviceDraftsOf(services: readonly ServiceWire[]): ServiceDraft[] {
  return services.map((service) => ({
    _id: service._id,
    kind: service.kind,
    name: service.name,
    price: String(service.price),
    leadDays: String(service.leadDays),
    needsMeasurements: service.needsMeasurements,
    returnable: service.returnable,
    styles: service.styles.map((style) => ({
      _id: style._id,
      name: style.name,
      price: String(style.price),
      image: style.image ?? "",
    })),
  }));
}

function rupeesIssue(label: string, text: string): string | undefined {
  const value = Number(text.trim());
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value < 0) return `${label} cannot be negative`;
  if (value > SERVICE_PRICE_MAX_RUPEES) return `${label} can be at most ₹${SERVICE_PRICE_MAX_RUPEES}`;
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return `${label} can have at most two decimals`;
  return undefined;
}

function styleIssue(style: StyleDraft): string | undefined {
  if (!style.name.trim()) return "Give the style a name";
  if (style.price.trim() === "") return "Style price must be a number";
  return rupeesIssue("Style price", style.price);
}

function serviceIssue(draft: ServiceDraft): string | undefined {
  if (!draft.name.trim()) return "Give the service a name";
  const priceProblem = rupeesIssue("Service price", draft.price || "0");
  if (priceProblem) return priceProblem;
  const lead = Number(draft.leadDays.trim() || "0");
  if (!Number.isInteger(lead)) return "Lead time is whole working days";
  if (lead < 0 || lead > SERVICE_LEAD_DAYS_MAX) return `Lead time can be at most ${SERVICE_LEAD_DAYS_MAX} working days`;
  if (draft.styles.length > SERVICE_STYLES_MAX) return `At most ${SERVICE_STYLES_MAX} styles`;
  for (const [index, style] of draft.styles.entries()) {
    const problem = styleIssue(style);
    if (problem) return `Style ${index + 1}: ${problem}`;
  }
  return undefined;
}

/**
 * The product's own services as the API takes them, or what is wrong (keyed `services`); null
 * drafts mean the product takes its category's.
 */
export function serviceValues(drafts: readonly ServiceDraft[] | null): {
  error?: string;
  values: ServiceInput[] | null;
} {
  if (drafts === null) return { values: null };
  if (drafts.length > SERVICES_MAX) return { error: `At most ${SERVICES_MAX} services`, values: null };
  for (const [index, draft] of drafts.entries()) {
    const problem = serviceIssue(draft);
    if (problem) return { error: `Service ${index + 1}: ${problem}`, values: null };
  }
  return {
    values: drafts.map((draft) => ({
      ...(draft._id ? { _id: draft._id } : {}),
      kind: draft.kind,
      name: draft.name.trim(),
      price: Number(draft.price || "0"),
      leadDays: Number(draft.leadDays || "0"),
      needsMeasurements: draft.needsMeasurements,
      returnable: draft.returnable,
      styles: draft.styles.map((style) => ({
        ...(style._id ? { _id: style._id } : {}),
        name: style.name.trim(),
        price: Number(style.price),
        image: style.image.trim() || null,
      })),
    })),
  };
}

/** Made to order and pre-order, as typed; both may stay empty. */
export function madeToOrderErrors(madeToOrderDays: string, availableFrom: string): FieldErrors {
  const errors: FieldErrors = {};
  const days = madeToOrderDays.trim();
  if (days !== "") {
    const value = Number(days);
    if (!Number.isInteger(value)) errors.madeToOrderDays = "Made to order is whole working days";
    else if (value < 1) errors.madeToOrderDays = "Made to order takes at least 1 working day";
    else if (value > MADE_TO_ORDER_DAYS_MAX)
      errors.madeToOrderDays = `Made to order can take at most ${MADE_TO_ORDER_DAYS_MAX} working days`;
  }
  if (availableFrom !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(availableFrom))
    errors.availableFrom = "Launch day must be a date (YYYY-MM-DD)";
  return errors;
}

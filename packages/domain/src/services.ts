/**
 * What the seller does to a saree before it leaves the shop (blouse stitching, fall and pico, a
 * petticoat, …), the shopper's measurements for it, and the tailoring desk's stages. Money in
 * paise, as everywhere inside the shop.
 */

import { deliveryDayText } from "./delivery.js";

export const SERVICE_KINDS = ["blouseStitching", "fallPico", "petticoat", "tassels", "prePleating", "giftWrap", "other"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** A style of blouse the tailor stitches (round neck, boat neck, …), with its own price. */
export type ServiceStyle = { id: string; name: string; pricePaise: number; image: string | null };

/** A service the seller offers with a product (or a category's products). */
export type ServiceOffer = {
  id: string;
  kind: ServiceKind;
  name: string;
  /** The price when the service has no styles, or the price of the plainest style when it has. */
  pricePaise: number;
  /** Working days the service adds before the parcel can be handed to the courier. */
  leadDays: number;
  needsMeasurements: boolean;
  returnable: boolean;
  styles: ServiceStyle[];
};

/** The services a shopper asked for on a cart line. */
export type RequestedService = { serviceId: string; styleId?: string | undefined };

/** A service as it is sold with a line: priced, named, and frozen on the order. */
export type ChosenService = {
  serviceId: string;
  kind: ServiceKind;
  name: string;
  styleId: string | null;
  styleName: string | null;
  /** The style's picture as it was when ordered, for the tailor's job card (absent on orders placed before it was kept). */
  styleImage?: string | null;
  /** For one piece. */
  pricePaise: number;
  leadDays: number;
  needsMeasurements: boolean;
  returnable: boolean;
  /** This service's share of the promotions' discount, for the whole line. */
  discountPaise: number;
};

export const SERVICES_MAX = 12;
export const SERVICE_STYLES_MAX = 12;
export const SERVICE_LEAD_DAYS_MAX = 60;
export const SERVICE_PRICE_MAX_RUPEES = 50_000;
/** The longest `services` form field a server reads: a dozen services with a dozen styles and pictures each. */
export const SERVICES_FIELD_BYTES = 200_000;

/** The kinds that are services done to the saree itself; a petticoat is a garment sold beside it. */
export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = {
  blouseStitching: "Blouse stitching",
  fallPico: "Fall and pico",
  petticoat: "Petticoat",
  tassels: "Tassels",
  prePleating: "Pre-pleating",
  giftWrap: "Gift wrap",
  other: "Other",
};

export const SERVICE_MESSAGES = {
  unknownService: (product: string) => `A service chosen for ${product} is not offered with it`,
  styleRequired: (service: string) => `Please choose a style for ${service}`,
  unknownStyle: (service: string) => `The style chosen for ${service} is not offered`,
  twice: (service: string) => `${service} is chosen twice`,
  measurementProfileNotFound: "Measurement profile not found",
  notCustomisable: "This item was stitched or customised for you, so it cannot be returned",
  notReady: (waiting: number) =>
    `This order cannot be shipped yet: ${waiting} blouse${waiting === 1 ? " is" : "s are"} still being stitched. Move every work order to Ready first.`,
  // One sentence, said beside the payment choice: why this order must be paid online.
  customisedNoCod: (product: string) =>
    `Cash on delivery is not available for this order: ${product} is stitched or finished for you, and a parcel refused at the door could not be sold again.`,
} as const;

/**
 * A product's own services when the seller set any, else its category's. An empty list on the
 * product means "no services" and wins; a product that never set any (null) takes the category's.
 */
export function offeredServices(productServices: ServiceOffer[] | null, categoryServices: ServiceOffer[] | null): ServiceOffer[] {
  return productServices ?? categoryServices ?? [];
}

/** The price of a service with the chosen style; a service with styles needs one. */
export function chooseServices(
  offers: readonly ServiceOffer[],
  requested: readonly RequestedService[],
  productName: string,
): { chosen: ChosenService[]; error?: string } {
  const chosen: ChosenService[] = [];
  for (const want of requested) {
    const offer = offers.find((candidate) => candidate.id === want.serviceId);
    if (!offer) return { chosen: [], error: SERVICE_MESSAGES.unknownService(productName) };
    if (chosen.some((service) => service.serviceId === offer.id)) return { chosen: [], error: SERVICE_MESSAGES.twice(offer.name) };
    let style: ServiceStyle | null = null;
    if (offer.styles.length > 0) {
      if (!want.styleId) return { chosen: [], error: SERVICE_MESSAGES.styleRequired(offer.name) };
      style = offer.styles.find((candidate) => candidate.id === want.styleId) ?? null;
      if (!style) return { chosen: [], error: SERVICE_MESSAGES.unknownStyle(offer.name) };
    }
    chosen.push({
      serviceId: offer.id,
      kind: offer.kind,
      name: offer.name,
      styleId: style?.id ?? null,
      styleName: style?.name ?? null,
      styleImage: style?.image ?? null,
      pricePaise: style?.pricePaise ?? offer.pricePaise,
      leadDays: offer.leadDays,
      needsMeasurements: offer.needsMeasurements,
      returnable: offer.returnable,
      discountPaise: 0,
    });
  }
  return { chosen };
}

/** Services run side by side in the workshop: a line waits for its slowest one. */
export function serviceLeadDays(services: readonly Pick<ChosenService, "leadDays">[]): number {
  return services.reduce((most, service) => Math.max(most, service.leadDays), 0);
}

export function servicesNeedMeasurements(services: readonly Pick<ChosenService, "needsMeasurements">[]): boolean {
  return services.some((service) => service.needsMeasurements);
}

/** A line with a service that cannot be undone (a stitched blouse, a cut fall) is not returnable. */
export function isCustomisedLine(services: readonly Pick<ChosenService, "returnable">[] | null | undefined): boolean {
  return (services ?? []).some((service) => !service.returnable);
}

/** What the services of a line cost before discount, for all its pieces. */
export function servicesPaise(services: readonly Pick<ChosenService, "pricePaise">[], quantity: number): number {
  return services.reduce((sum, service) => sum + service.pricePaise, 0) * quantity;
}

// --- Measurements --------------------------------------------------------------------------

export const MEASUREMENT_UNITS = ["in", "cm"] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];
export const CM_PER_INCH = 2.54;

export const MEASUREMENT_FIELDS = [
  "bust",
  "underBust",
  "waist",
  "shoulder",
  "armhole",
  "sleeveLength",
  "sleeveRound",
  "blouseLength",
  "frontNeckDepth",
  "backNeckDepth",
] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];
export type Measurements = Partial<Record<MeasurementField, number>>;

/** Each measurement: its name, how to take it, and the plausible range in inches. */
export const MEASUREMENT_GUIDE: Record<MeasurementField, { label: string; guide: string; minInches: number; maxInches: number }> = {
  bust: { label: "Bust", guide: "Around the fullest part of the bust, tape level under the arms.", minInches: 24, maxInches: 60 },
  underBust: { label: "Under bust", guide: "Around the ribcage, just below the bust.", minInches: 20, maxInches: 56 },
  waist: { label: "Waist", guide: "Around the natural waist, where the blouse ends.", minInches: 20, maxInches: 56 },
  shoulder: { label: "Shoulder", guide: "Across the back, from one shoulder tip to the other.", minInches: 11, maxInches: 20 },
  armhole: { label: "Armhole", guide: "Around the arm where it meets the shoulder.", minInches: 12, maxInches: 26 },
  sleeveLength: { label: "Sleeve length", guide: "From the shoulder tip down to where the sleeve should end.", minInches: 0, maxInches: 24 },
  sleeveRound: { label: "Sleeve round", guide: "Around the arm where the sleeve ends.", minInches: 7, maxInches: 22 },
  blouseLength: { label: "Blouse length", guide: "From the shoulder, over the bust, down to where the blouse ends.", minInches: 11, maxInches: 22 },
  frontNeckDepth: { label: "Front neck depth", guide: "From the shoulder line down to the lowest point of the front neck.", minInches: 3, maxInches: 12 },
  backNeckDepth: { label: "Back neck depth", guide: "From the shoulder line down to the lowest point of the back neck.", minInches: 3, maxInches: 14 },
};

/** Measurements a profile must have: the tailor cannot cut without them. */
export const REQUIRED_MEASUREMENTS: readonly MeasurementField[] = ["bust", "waist", "shoulder", "blouseLength"];

export const MEASUREMENT_PROFILES_MAX = 10;

function rangeText(minInches: number, maxInches: number, unit: MeasurementUnit): string {
  if (unit === "in") return `between ${minInches} and ${maxInches} inches`;
  return `between ${Math.round(minInches * CM_PER_INCH)} and ${Math.round(maxInches * CM_PER_INCH)} cm`;
}

/** Each measurement out of its plausible range (or missing when required), with the words the form shows. */
export function measurementProblems(measurements: Measurements, unit: MeasurementUnit): { field: MeasurementField; message: string }[] {
  const problems: { field: MeasurementField; message: string }[] = [];
  for (const field of MEASUREMENT_FIELDS) {
    const { label, minInches, maxInches } = MEASUREMENT_GUIDE[field];
    const value = measurements[field];
    if (value === undefined) {
      if (REQUIRED_MEASUREMENTS.includes(field)) problems.push({ field, message: `${label} is required` });
      continue;
    }
    const inches = unit === "in" ? value : value / CM_PER_INCH;
    // A centimetre reading is rounded to whole centimetres in the message, so allow that rounding.
    const slack = unit === "cm" ? 0.5 / CM_PER_INCH : 0;
    if (!Number.isFinite(value) || inches < minInches - slack || inches > maxInches + slack) {
      problems.push({ field, message: `${label} must be ${rangeText(minInches, maxInches, unit)}` });
    }
  }
  return problems;
}

/** Measurements as the job card prints them: "Bust 36 in". */
export function measurementLines(measurements: Measurements, unit: MeasurementUnit): string[] {
  return MEASUREMENT_FIELDS.flatMap((field) =>
    measurements[field] === undefined ? [] : [`${MEASUREMENT_GUIDE[field].label} ${measurements[field]} ${unit}`],
  );
}

/** Measurements a guest gave on the product page, kept with her cart until she signs in and they become her profile. */
export type MeasurementDraft = { name: string; unit: MeasurementUnit; measurements: Measurements };

/** What an order keeps of the profile it was stitched to, whatever later happens to the profile. */
export type MeasurementSnapshot = { profileId: string | null; name: string; unit: MeasurementUnit; measurements: Measurements };

// --- The tailoring desk --------------------------------------------------------------------

export const WORK_ORDER_STAGES = ["awaitingMeasurements", "measurementsReceived", "cutting", "stitching", "ready", "packed"] as const;
export type WorkOrderStage = (typeof WORK_ORDER_STAGES)[number];

export const WORK_ORDER_STAGE_LABELS: Record<WorkOrderStage, string> = {
  awaitingMeasurements: "Awaiting measurements",
  measurementsReceived: "Measurements received",
  cutting: "Cutting",
  stitching: "Stitching",
  ready: "Ready",
  packed: "Packed",
};

/** A work order moves one stage at a time, forward, or back one stage to undo a mistake. */
export function canMoveWorkOrder(from: WorkOrderStage, to: WorkOrderStage): boolean {
  const step = WORK_ORDER_STAGES.indexOf(to) - WORK_ORDER_STAGES.indexOf(from);
  if (from === "awaitingMeasurements" || to === "awaitingMeasurements") return false;
  return step === 1 || step === -1;
}

/** The order may be shipped once every stitched piece is Ready (or already Packed). */
export function isWorkOrderDone(stage: WorkOrderStage): boolean {
  return stage === "ready" || stage === "packed";
}

// --- Made to order -------------------------------------------------------------------------

/**
 * What a line sold beyond the shelf promises, in the same words on the cart, the checkout, the
 * order pages, the tax invoice and the mails: "Made to order — ships by Tue, 15 Dec" or
 * "Pre-order — ships from Fri, 15 Jan". Null for a piece taken off the shelf.
 */
export function madeToOrderPromise(line: { madeToOrder?: number | null | undefined; shipsBy?: string | null | undefined; shipsFrom?: string | null | undefined }): string | null {
  if (line.shipsFrom) return `Pre-order — ships from ${deliveryDayText(line.shipsFrom)}`;
  if ((line.madeToOrder ?? 0) === 0) return null;
  return line.shipsBy ? `Made to order — ships by ${deliveryDayText(line.shipsBy)}` : "Made to order";
}

/** How a product is sold beyond what is on the shelf: woven to order, or ahead of a launch. */
export type MadeToOrder = { madeToOrderDays: number | null; availableFrom: string | null };

export const MADE_TO_ORDER_DAYS_MAX = 120;
/** The most pieces of a made-to-order size one line may ask the looms for. */
export const MADE_TO_ORDER_MAX_PER_LINE = 10;

/** Of `quantity` pieces asked for, how many come off the shelf and how many are made to order. */
export function splitShelfAndMade(quantity: number, stock: number, madeToOrder: boolean): { fromShelf: number; madeToOrder: number } {
  if (!madeToOrder) return { fromShelf: quantity, madeToOrder: 0 };
  const fromShelf = Math.max(0, Math.min(quantity, stock));
  return { fromShelf, madeToOrder: quantity - fromShelf };
}

/** A made-to-order or pre-order product is sold beyond what is on the shelf. */
export function sellsBeyondStock(product: { madeToOrderDays: number | null; availableFrom: string | null }): boolean {
  return product.madeToOrderDays !== null || product.availableFrom !== null;
}

/** The working days before a line can leave: its slowest service, or the weaving of pieces made to order. */
export function lineLeadDays(line: { services: readonly Pick<ChosenService, "leadDays">[]; madeToOrderQuantity: number; madeToOrderDays: number | null }): number {
  const making = line.madeToOrderQuantity > 0 ? (line.madeToOrderDays ?? 0) : 0;
  // Stitching starts once the saree is woven.
  return making + serviceLeadDays(line.services);
}

export function servicesDiscountPaise(services: readonly Pick<ChosenService, "discountPaise">[]): number {
  return services.reduce((sum, service) => sum + service.discountPaise, 0);
}

/** A line's service as the wire shows it, in rupees, priced for all the line's pieces. */
export function presentLineService(service: ChosenService, quantity: number) {
  return {
    serviceId: service.serviceId,
    kind: service.kind,
    name: service.name,
    styleId: service.styleId,
    styleName: service.styleName,
    price: (service.pricePaise * quantity) / 100,
    discount: service.discountPaise / 100,
    returnable: service.returnable,
  };
}

/** The seller's services as the API shows them: rupees, `_id`s. */
export function presentServices(offers: readonly ServiceOffer[]) {
  return offers.map((offer) => ({
    _id: offer.id,
    kind: offer.kind,
    name: offer.name,
    price: offer.pricePaise / 100,
    leadDays: offer.leadDays,
    needsMeasurements: offer.needsMeasurements,
    returnable: offer.returnable,
    styles: offer.styles.map((style) => ({ _id: style.id, name: style.name, price: style.pricePaise / 100, image: style.image })),
  }));
}

type ServiceInputShape = {
  _id?: string | undefined;
  kind: ServiceKind;
  name: string;
  price: number;
  leadDays: number;
  needsMeasurements: boolean;
  returnable: boolean;
  styles: { _id?: string | undefined; name: string; price: number; image?: string | null | undefined }[];
};

/**
 * The seller's services as stored, in paise: a service or style keeps the `_id` it was sent with
 * (so carts that name it still find it), a new one is given one.
 */
export function serviceOffersOf(inputs: readonly ServiceInputShape[], newId: () => string): ServiceOffer[] {
  const paise = (rupees: number) => Math.round(rupees * 100);
  return inputs.map((input) => {
    const styles = input.styles.map((style) => ({ id: style._id ?? newId(), name: style.name, pricePaise: paise(style.price), image: style.image ?? null }));
    return {
      id: input._id ?? newId(),
      kind: input.kind,
      name: input.name,
      // A service with styles starts at its plainest style.
      pricePaise: styles.length > 0 ? Math.min(...styles.map((style) => style.pricePaise)) : paise(input.price),
      leadDays: input.leadDays,
      needsMeasurements: input.needsMeasurements,
      returnable: input.returnable,
      styles,
    };
  });
}

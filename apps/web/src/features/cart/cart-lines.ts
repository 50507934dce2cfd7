import type {
  MeasurementDraft,
  CartLine as WireCartLine,
  RemovedLine as WireRemovedLine,
  UnavailableCartLine as WireUnavailableCartLine,
  WishlistLine as WireWishlistLine,
} from "@pallu/domain";

/*
 * The size a line is for is its buyingOptionId everywhere in the app. The API spells it `sizeId`
 * and `subDetailId` (docs/api.md#orders-cart-wishlist-and-payment); the cart endpoints translate with the two functions below, once.
 */
type InApp<T extends { sizeId: string | null }> = Omit<T, "sizeId" | "subDetailId"> & { buyingOptionId: T["sizeId"] };

export type CartLine = InApp<WireCartLine> & {
  /** A guest's measurements for the line's stitching, kept in this browser until she signs in (never sent with the cart). */
  guestMeasurements?: MeasurementDraft;
};
/** A saved cart line whose size is sold out for now, with the reason. */
export type UnavailableCartLine = InApp<WireUnavailableCartLine>;
export type WishlistLine = InApp<WireWishlistLine>;
/** A line the server dropped from a list; without a size when the whole product is gone. */
export type RemovedLine = InApp<WireRemovedLine>;

/** A line as the server answers it, named as the app names it. */
export function fromWireLine<T extends { sizeId: string | null; subDetailId?: string }>(line: T): InApp<T> {
  const { sizeId, subDetailId: _sameAsSizeId, ...fields } = line;
  return { ...fields, buyingOptionId: sizeId };
}

/** A line as a client sends it: which size and how many (a wishlist line has no quantity), never a price. */
export function toWireLine({
  productId,
  buyingOptionId,
  quantity,
}: {
  productId: string;
  buyingOptionId: string;
  quantity?: number;
}) {
  return quantity === undefined
    ? { productId, sizeId: buyingOptionId }
    : { productId, sizeId: buyingOptionId, quantity };
}

/**
 * The `cart` field the server reads: JSON text of [{ productId, sizeId, quantity }], with the
 * services asked for and the measurements to stitch to on the lines that have them.
 */
export function cartPayload(
  lines: readonly (Pick<CartLine, "productId" | "buyingOptionId" | "quantity"> & Partial<Pick<CartLine, "services" | "measurementProfileId">>)[],
): string {
  return JSON.stringify(
    lines.map(({ productId, buyingOptionId, quantity, services, measurementProfileId }) => ({
      ...toWireLine({ productId, buyingOptionId, quantity }),
      ...(services?.length ? { services, measurementProfileId: measurementProfileId ?? null } : {}),
    })),
  );
}

/** The `wishlist` field the server reads: JSON text of [{ productId, sizeId }]. */
export function wishlistPayload(lines: readonly Pick<WishlistLine, "productId" | "buyingOptionId">[]): string {
  return JSON.stringify(lines.map(({ productId, buyingOptionId }) => toWireLine({ productId, buyingOptionId })));
}

import {
  deliveryDateAfter,
  expectedDelivery,
  serviceabilityText,
  type Serviceability,
  type ServiceabilityQuery,
} from "@pallu/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { products } from "../../db/schema/index.js";
import type { CourierReach, ShippingProvider } from "../../integrations/shiprocket/shipping-provider.js";
import { notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";
import { shopSettings } from "../settings/index.js";
import { placeOfPincode } from "./pincode-directory.js";

const REACH_TTL_MS = 6 * 3_600_000;
const REACH_CACHE_MAX = 5_000;
/** A saree and its box; the product's own parcel weight is used when it has one. */
const DEFAULT_WEIGHT_KG = 0.5;

type Cached = { reach: CourierReach | null; at: number };
const reachCaches = new WeakMap<ShippingProvider, Map<string, Cached>>();

/** The pickup's PIN code: the last six-digit number of the shop's address. */
export function pickupPincodeOf(address: string): string | undefined {
  return address.match(/\b[1-9]\d{5}\b/g)?.at(-1);
}

/**
 * What couriers say of a PIN code, asked once per PIN code every few hours: a product page and
 * its checkout ask the same question many times. An outage answers null, and the shop falls back
 * to its own directory and promise.
 */
async function courierReach(
  deps: AppDeps,
  pickupPincode: string,
  deliveryPincode: string,
  weightKg: number,
): Promise<CourierReach | null> {
  const cache = reachCaches.get(deps.shipping) ?? new Map<string, Cached>();
  reachCaches.set(deps.shipping, cache);
  const key = `${pickupPincode}:${deliveryPincode}`;
  const cached = cache.get(key);
  const now = deps.now().getTime();
  if (cached && now - cached.at < REACH_TTL_MS) return cached.reach;
  let reach: CourierReach | null;
  try {
    reach = await deps.shipping.courierReach({ pickupPincode, deliveryPincode, weightKg });
  } catch {
    return null;
  }
  if (cache.size >= REACH_CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, { reach, at: now });
  return reach;
}

async function productTerms(deps: AppDeps, productId: string) {
  const [product] = isUuid(productId)
    ? await deps.db
        .select({ isCod: products.isCod, minPricePaise: products.minPricePaise, weightGrams: products.weightGrams })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.deletedAt), eq(products.hidden, false)))
    : [];
  if (!product) throw notFound("Product not found");
  return product;
}

/**
 * Whether the shop delivers to a PIN code and by when, and whether cash on delivery is taken
 * there (for the product, when one is named: its own COD flag and the shop's COD limit). A PIN
 * code that does not exist is not served; couriers, when the shop ships with Shiprocket, say
 * which ones they reach and how fast; without them the shop's own promise stands.
 */
export async function checkServiceability(
  deps: AppDeps,
  query: ServiceabilityQuery,
): Promise<Serviceability & { message: string }> {
  const place = placeOfPincode(query.pincode);
  const product = query.productId ? await productTerms(deps, query.productId) : undefined;
  const none = {
    serviceable: false,
    cod: false,
    deliveryDate: null,
    city: place?.city ?? null,
    state: place?.state ?? null,
  };
  if (!place) return { ...none, message: serviceabilityText(query.pincode, none) };

  const settings = await shopSettings(deps);
  const pickup = pickupPincodeOf(settings.address);
  const weightKg = product?.weightGrams ? product.weightGrams / 1000 : DEFAULT_WEIGHT_KG;
  const reach = pickup ? await courierReach(deps, pickup, query.pincode, weightKg) : null;
  if (reach && !reach.serviceable) return { ...none, message: serviceabilityText(query.pincode, none) };

  const now = deps.now();
  const deliveryDate =
    reach?.serviceable && reach.deliveryDays > 0
      ? deliveryDateAfter(now, reach.deliveryDays)
      : expectedDelivery(now).to;
  const codLimitPaise = settings.codLimitRupees * 100;
  const cod =
    codLimitPaise > 0 &&
    (reach?.serviceable ? reach.cod : true) &&
    (!product || (product.isCod && product.minPricePaise <= codLimitPaise));
  const answer = { serviceable: true, cod, deliveryDate, city: place.city, state: place.state };
  return { ...answer, message: serviceabilityText(query.pincode, answer) };
}

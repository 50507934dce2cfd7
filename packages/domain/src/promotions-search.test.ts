import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  normaliseCouponCode,
  PROMOTION_MESSAGES,
  promotionProblem,
  quotePromotions,
  type Promotion,
  type PromotionCartLine,
  type PromotionQuote,
  type PromotionType,
  type QuoteInput,
} from "./promotions.js";

// ---------------------------------------------------------------------------------------------
// The oracle: the quote as the shop priced it before the search was bounded, kept word for word
// (eligibility by scanning the lists, every combination priced from the full cart).

function oracleIsEligibleLine(promotion: Promotion, line: PromotionCartLine): boolean {
  if (promotion.categories.length === 0 && promotion.products.length === 0) return true;
  return (
    promotion.products.includes(line.productId) ||
    (line.categoryId !== null && promotion.categories.includes(line.categoryId))
  );
}

const oracleLineValue = (line: PromotionCartLine) => line.pricePaise * line.quantity;

function oracleAllocate(valuesPaise: readonly number[], totalPaise: number): number[] {
  const lines = valuesPaise.map((value) => ({ unitPricePaise: value, quantity: 1 }));
  const paid = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  if (paid === 0 || totalPaise >= paid) return lines.map((line) => line.unitPricePaise * line.quantity);
  const shares = lines.map((line) => (line.unitPricePaise * line.quantity * totalPaise) / paid);
  const gross = shares.map(Math.floor);
  let left = totalPaise - gross.reduce((sum, value) => sum + value, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    gross[index]! += 1;
    left -= 1;
  }
  return gross;
}

const ORACLE_ORDER: Record<PromotionType, number> = { buyXgetY: 0, percentage: 1, fixed: 2 };
const oraclePercentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

function oracleFreePieces(promotion: Promotion, eligible: readonly PromotionCartLine[]): number {
  const pieces = eligible.reduce((sum, line) => sum + line.quantity, 0);
  const groupSize = (promotion.buyQuantity ?? 0) + (promotion.getQuantity ?? 0);
  let free = Math.floor(pieces / groupSize) * (promotion.getQuantity ?? 0);
  let value = 0;
  for (const line of [...eligible].sort((a, b) => a.pricePaise - b.pricePaise)) {
    const taken = Math.min(free, line.quantity);
    value += taken * line.pricePaise;
    free -= taken;
  }
  return value;
}

function oracleOffered(promotion: Promotion, available: number, eligible: readonly PromotionCartLine[]): number {
  switch (promotion.type) {
    case "percentage":
      return oraclePercentOf(available, promotion.value);
    case "fixed":
      return promotion.value;
    case "buyXgetY":
      return oraclePercentOf(oracleFreePieces(promotion, eligible), promotion.value);
  }
}

type OracleApplied = { promotion: Promotion; amountPaise: number; lineDiscountsPaise: number[] };

function oracleApply(promotions: readonly Promotion[], lines: readonly PromotionCartLine[]): OracleApplied[] {
  const left = lines.map(oracleLineValue);
  const ordered = [...promotions].sort(
    (a, b) => ORACLE_ORDER[a.type] - ORACLE_ORDER[b.type] || a.id.localeCompare(b.id),
  );
  return ordered.map((promotion) => {
    const eligible = lines.map((line) => oracleIsEligibleLine(promotion, line));
    const eligibleLeft = left.map((value, index) => (eligible[index] ? value : 0));
    const available = eligibleLeft.reduce((sum, value) => sum + value, 0);
    const amountPaise = Math.min(
      available,
      oracleOffered(
        promotion,
        available,
        lines.filter((_, index) => eligible[index]),
      ),
    );
    const lineDiscountsPaise = oracleAllocate(eligibleLeft, amountPaise);
    lineDiscountsPaise.forEach((share, index) => (left[index]! -= share));
    return { promotion, amountPaise, lineDiscountsPaise };
  });
}

/** Each must accept the other's kind: automatic offers both combinable; a code combinable with an offer that joins codes. */
function oracleCombine(a: Promotion, b: Promotion): boolean {
  const joinsCodes = (promotion: Promotion) => promotion.combinesWithCodes ?? promotion.combinable;
  if (a.code !== null && b.code !== null) return false;
  if (a.code === null && b.code === null) return a.combinable && b.combinable;
  const [offer, code] = a.code === null ? [a, b] : [b, a];
  return joinsCodes(offer) && code.combinable;
}

function oracleCombinations(automatic: readonly Promotion[], coupon: Promotion | null): Promotion[][] {
  const offers = coupon ? [...automatic, coupon] : [...automatic];
  const alone = offers.map((offer) => [offer]);
  const joiners = offers.filter((offer) => offers.some((other) => other !== offer && oracleCombine(offer, other)));
  if (joiners.length > 10) {
    const together = joiners.filter((offer) => offer.code === null && offer.combinable);
    if (!coupon || !joiners.includes(coupon)) return [...alone, together];
    return [...alone, together, [...together.filter((offer) => oracleCombine(offer, coupon)), coupon]];
  }
  const subsets = joiners.reduce<Promotion[][]>(
    (found, offer) => found.concat(found.map((subset) => [...subset, offer])),
    [[]],
  );
  const fits = (subset: Promotion[]) =>
    subset.every((one, index) => subset.slice(index + 1).every((other) => oracleCombine(one, other)));
  return [...alone, ...subsets.filter((subset) => subset.length > 1 && fits(subset))];
}

function oracleIsBetter(candidate: OracleApplied[], winner: OracleApplied[]): boolean {
  const total = (result: OracleApplied[]) => result.reduce((sum, applied) => sum + applied.amountPaise, 0);
  if (total(candidate) !== total(winner)) return total(candidate) > total(winner);
  if (candidate.length !== winner.length) return candidate.length < winner.length;
  const usesCode = (result: OracleApplied[]) => result.some((applied) => applied.promotion.code !== null);
  if (usesCode(candidate) !== usesCode(winner)) return !usesCode(candidate);
  const ids = (result: OracleApplied[]) =>
    result
      .map((applied) => applied.promotion.id)
      .sort()
      .join(" ");
  return ids(candidate) < ids(winner);
}

function exhaustiveQuote<L extends PromotionCartLine>(input: QuoteInput<L>): PromotionQuote<L> {
  const usable = (promotion: Promotion) => promotionProblem(promotion, input.lines, input) === null;
  const automatic = input.promotions.filter((promotion) => promotion.code === null && usable(promotion));
  const code = input.couponCode === undefined ? "" : normaliseCouponCode(input.couponCode);
  const named = code === "" ? undefined : input.promotions.find((candidate) => candidate.code === code);
  const problem = named ? promotionProblem(named, input.lines, input) : null;
  const coupon = named && problem === null ? named : null;
  const codeError = code === "" ? undefined : !named ? PROMOTION_MESSAGES.unknownCode : (problem ?? undefined);
  const best = oracleCombinations(automatic, coupon)
    .map((offers) => oracleApply(offers, input.lines).filter((applied) => applied.amountPaise > 0))
    .reduce((winner, candidate) => (oracleIsBetter(candidate, winner) ? candidate : winner), []);
  const subtotalPaise = input.lines.reduce((sum, line) => sum + oracleLineValue(line), 0);
  const discountPaise = best.reduce((sum, applied) => sum + applied.amountPaise, 0);
  const couponUsed = best.some((applied) => applied.promotion === coupon);
  const couponError = codeError ?? (coupon && !couponUsed ? PROMOTION_MESSAGES.betterOfferApplied : undefined);
  return {
    subtotalPaise,
    discounts: best.map(({ promotion, amountPaise }) => ({
      promotionId: promotion.id,
      ...(promotion.code === null ? {} : { code: promotion.code }),
      title: promotion.title,
      amountPaise,
    })),
    totalPaise: subtotalPaise - discountPaise,
    lines: input.lines.map((line, index) => ({
      ...line,
      discountPaise: best.reduce((sum, applied) => sum + applied.lineDiscountsPaise[index]!, 0),
    })),
    ...(couponError === undefined ? {} : { couponError }),
  };
}

// ---------------------------------------------------------------------------------------------

const NOW = new Date("2025-11-01T06:00:00Z");
const shopper = { priorOrderCount: 0, usesByPromotion: {} };
const PRODUCTS = ["silk-1", "silk-2", "cotton-1", "cotton-2", "blouse-1", "blouse-2"];
const CATEGORIES = ["silk", "cotton", "blouse"];

/** Same-length ids, as the shop's are. */
const offerIds = fc.uniqueArray(fc.integer({ min: 10, max: 99 }), { maxLength: 12 }).map((ids) => ids.map(String));

type OfferFields = {
  title: string;
  type: PromotionType;
  percent: number;
  fixedPaise: number;
  buyQuantity: number;
  getQuantity: number;
  minCartValuePaise: number | null;
  paymentType: "online" | null;
  categories: string[];
  products: string[];
  combinable: boolean;
  /** Undefined: as `combinable`, as a promotion made before the choice existed. */
  combinesWithCodes: boolean | undefined;
  active: boolean;
};

/** True about `percent` times in a hundred. */
const mostly = (percent: number) => fc.integer({ min: 1, max: 100 }).map((roll) => roll <= percent);

/**
 * Offers over a small range of round numbers, so that ties (a set taking as much as a smaller
 * one) and offers taking nothing after the others are common, beside wide random amounts.
 */
const offerFields = (wide: boolean): fc.Arbitrary<OfferFields> =>
  fc.record({
    title: fc.constantFrom("Festive", "Weekend", "Clearance"),
    type: fc.constantFrom<PromotionType>("percentage", "fixed", "buyXgetY"),
    percent: wide ? fc.integer({ min: 1, max: 100 }) : fc.constantFrom(1, 10, 25, 50, 100),
    fixedPaise: wide ? fc.integer({ min: 1, max: 10_000_000 }) : fc.constantFrom(1, 100, 1_000, 10_000, 500_000),
    buyQuantity: fc.integer({ min: 1, max: 3 }),
    getQuantity: fc.integer({ min: 1, max: 2 }),
    minCartValuePaise: fc.option(fc.constantFrom(1_000, 100_000, 1_000_000), { freq: 4 }),
    paymentType: fc.option(fc.constant("online" as const), { freq: 4 }),
    categories: fc.subarray(CATEGORIES),
    products: fc.subarray(PRODUCTS),
    combinable: mostly(80),
    combinesWithCodes: fc.constantFrom(true, false, undefined),
    active: mostly(90),
  });

const offerOf = (id: string, fields: OfferFields): Promotion => ({
  id,
  title: fields.title,
  code: null,
  type: fields.type,
  value: fields.type === "fixed" ? fields.fixedPaise : fields.percent,
  buyQuantity: fields.type === "buyXgetY" ? fields.buyQuantity : null,
  getQuantity: fields.type === "buyXgetY" ? fields.getQuantity : null,
  minCartValuePaise: fields.minCartValuePaise,
  paymentType: fields.paymentType,
  categories: fields.categories,
  products: fields.products,
  firstOrderOnly: false,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  timesUsed: 0,
  combinable: fields.combinable,
  ...(fields.combinesWithCodes === undefined ? {} : { combinesWithCodes: fields.combinesWithCodes }),
  active: fields.active,
});

const cartLine = (wide: boolean) =>
  fc.record({
    productId: fc.constantFrom(...PRODUCTS),
    categoryId: fc.constantFrom<string | null>(...CATEGORIES, null),
    pricePaise: wide ? fc.integer({ min: 1, max: 50_000_000 }) : fc.constantFrom(1, 99, 1_000, 50_000, 249_900),
    quantity: wide ? fc.integer({ min: 1, max: 100 }) : fc.integer({ min: 1, max: 4 }),
  });

/** The same offer with every condition met: active, for anyone, any payment, any cart. */
const unconditional = (fields: OfferFields): OfferFields => ({
  ...fields,
  minCartValuePaise: null,
  paymentType: null,
  combinable: true,
  active: true,
});

const quoteInput = (wide: boolean, options: { manyCombinable?: boolean } = {}) =>
  fc
    .record({
      lines: fc.array(cartLine(wide), { minLength: 1, maxLength: options.manyCombinable ? 4 : 8 }),
      ids: options.manyCombinable
        ? fc
            .uniqueArray(fc.integer({ min: 10, max: 99 }), { minLength: 9, maxLength: 12 })
            .map((ids) => ids.map(String))
        : offerIds,
      fields: fc.array(offerFields(wide), { minLength: 12, maxLength: 12 }),
      couponAt: fc.option(fc.nat(), { freq: 2 }),
      // A code priced like an automatic offer, so the two tie and the tie decides.
      twin: fc.boolean(),
      typed: fc.constantFrom("match", "lower", "unknown"),
      paymentType: fc.constantFrom(undefined, "prepaid" as const, "cod" as const),
    })
    .map(({ lines, ids, fields, couponAt, twin, typed, paymentType }): QuoteInput<PromotionCartLine> => {
      const fieldsOf = (index: number) => (options.manyCombinable ? unconditional(fields[index]!) : fields[index]!);
      const promotions = ids.map((id, index) => offerOf(id, fieldsOf(index)));
      let couponCode: string | undefined;
      if (couponAt !== null && promotions.length > 0) {
        const at = couponAt % promotions.length;
        const id = promotions[at]!.id;
        const like = twin ? offerOf(id, fieldsOf((at + 1) % promotions.length)) : promotions[at]!;
        promotions[at] = { ...like, code: `SAVE${id}` };
        couponCode = typed === "unknown" ? "NOPE" : typed === "lower" ? ` save${id} ` : `SAVE${id}`;
      }
      return { lines, promotions, couponCode, shopper, paymentType, now: NOW };
    });

/** The reference prices the cart only; which offers a code replaces is checked on its own. */
const withoutNote = <Q extends { couponNote?: string }>({ couponNote: _note, ...quote }: Q) => quote;

describe("the search for the best combination of offers", () => {
  it("finds the same quote as pricing every combination, over round amounts where ties are common", () => {
    fc.assert(
      fc.property(quoteInput(false), (input) => {
        expect(withoutNote(quotePromotions(input))).toEqual(exhaustiveQuote(input));
      }),
      { numRuns: 400 },
    );
  });

  it("finds the same quote as pricing every combination, over any amounts", () => {
    fc.assert(
      fc.property(quoteInput(true), (input) => {
        expect(withoutNote(quotePromotions(input))).toEqual(exhaustiveQuote(input));
      }),
      { numRuns: 300 },
    );
  });

  it("finds the same quote as pricing every combination with nine to twelve combinable offers, past the cap included", () => {
    fc.assert(
      fc.property(quoteInput(false, { manyCombinable: true }), (input) => {
        expect(withoutNote(quotePromotions(input))).toEqual(exhaustiveQuote(input));
      }),
      { numRuns: 100 },
    );
  });
});

describe("the work one quote does", () => {
  const TEN = 10;
  const cart: PromotionCartLine[] = Array.from({ length: 50 }, (_, index) => ({
    productId: `saree-${index}`,
    categoryId: `weave-${index % 5}`,
    pricePaise: 150_000 + index * 1_337,
    quantity: 1 + (index % 3),
  }));
  const offer = (index: number, overrides: Partial<Promotion> = {}): Promotion => ({
    ...offerOf(`offer-${index}`, {
      title: `Offer ${index}`,
      type: "percentage",
      percent: 5 + index,
      fixedPaise: 0,
      buyQuantity: 0,
      getQuantity: 0,
      minCartValuePaise: null,
      paymentType: null,
      categories: [],
      products: [...Array.from({ length: 450 }, (_, other) => `other-${other}`), ...cart.map((line) => line.productId)],
      combinable: true,
      active: true,
    }),
    ...overrides,
  });

  /** A list that counts how often it is searched or walked (any of its methods, iteration included). */
  function watched(list: readonly string[]) {
    const searches = { count: 0 };
    const proxy = new Proxy([...list], {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value === "function") searches.count += 1;
        return value;
      },
    });
    return { list: proxy, searches };
  }

  it("searches each offer's lists of products and categories once, however many combinations it weighs", () => {
    const lists = Array.from({ length: TEN }, (_, index) => ({
      products: watched(offer(index).products),
      categories: watched(["weave-0", "weave-1"]),
    }));
    const offers = lists.map(({ products, categories }, index) =>
      offer(index, { products: products.list, categories: categories.list }),
    );
    const result = quotePromotions({ lines: cart, promotions: offers, shopper, now: NOW });
    expect(result.discounts).toHaveLength(TEN);
    for (const { products, categories } of lists) {
      expect(products.searches.count).toBeLessThanOrEqual(1);
      expect(categories.searches.count).toBeLessThanOrEqual(1);
    }
  });

  it("prices each line of the cart a few times per offer, not once per combination of ten offers", () => {
    let reads = 0;
    const counted = cart.map((line) => {
      const { pricePaise, ...rest } = line;
      return Object.defineProperty({ ...rest } as PromotionCartLine, "pricePaise", {
        enumerable: true,
        get: () => {
          reads += 1;
          return pricePaise;
        },
      });
    });
    const offers = Array.from({ length: TEN }, (_, index) => offer(index));
    const result = quotePromotions({ lines: counted, promotions: offers, shopper, now: NOW });
    expect(result.discounts).toHaveLength(TEN);
    expect(reads / cart.length).toBeLessThanOrEqual(3 * TEN);
  });

  it("leaves out an offer that takes nothing after the others, as if it were not there", () => {
    const lines = [cart[0]!];
    const free = offer(1, { title: "All free", value: 100 });
    const flat = offer(2, { title: "₹100 off", type: "fixed", value: 10_000 });
    const result = quotePromotions({ lines, promotions: [flat, free], shopper, now: NOW });
    expect(result.discounts).toEqual([{ promotionId: "offer-1", title: "All free", amountPaise: 150_000 }]);
    expect(result.totalPaise).toBe(0);
  });
});

/**
 * The CPU one checkout quote takes in the promotion engine, at the worst the shop allows: ten
 * combinable automatic offers, each naming 500 products (the form's maximum), on a cart of 50
 * lines (the cart's maximum) whose products all sit at the end of every offer's list.
 * Run from the repository root: npx tsx --conditions=source apps/server/scripts/bench/promotion-quote.ts
 * BENCH_QUOTES (200) quotes are timed after 20 unmeasured ones; on a busy machine the CPU time
 * per quote is the steadier figure.
 */
import {
  quotePromotions,
  type Promotion,
  type PromotionCartLine,
  type PromotionType,
} from "../../../../packages/domain/src/promotions.js";

const OFFERS = 10;
const PRODUCTS_PER_OFFER = 500;
const LINES = 50;
const quotes = Number(process.env.BENCH_QUOTES ?? 200);

const lines: PromotionCartLine[] = Array.from({ length: LINES }, (_, index) => ({
  productId: `cart-saree-${String(index).padStart(3, "0")}`,
  categoryId: `weave-${index % 5}`,
  pricePaise: 150_000 + index * 1_337,
  quantity: 1 + (index % 3),
}));

const KINDS: PromotionType[] = ["percentage", "fixed", "buyXgetY"];

const offers: Promotion[] = Array.from({ length: OFFERS }, (_, index) => {
  const type = KINDS[index % KINDS.length]!;
  const others = Array.from({ length: PRODUCTS_PER_OFFER - LINES }, (_, other) => `other-${index}-${other}`);
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    title: `Offer ${index}`,
    code: null,
    type,
    value: type === "fixed" ? 50_000 + index * 1_000 : 5 + index,
    buyQuantity: type === "buyXgetY" ? 2 : null,
    getQuantity: type === "buyXgetY" ? 1 : null,
    minCartValuePaise: null,
    paymentType: null,
    categories: [],
    products: [...others, ...lines.map((line) => line.productId)],
    firstOrderOnly: false,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    timesUsed: 0,
    combinable: true,
    active: true,
  };
});

const quoteOnce = () =>
  quotePromotions({
    lines,
    promotions: offers,
    shopper: { priorOrderCount: 0, usesByPromotion: {} },
    now: new Date(),
  });

for (let warm = 0; warm < 20; warm += 1) quoteOnce();
const timings: number[] = [];
let result = quoteOnce();
const cpuBefore = process.cpuUsage();
for (let run = 0; run < quotes; run += 1) {
  const start = process.hrtime.bigint();
  result = quoteOnce();
  timings.push(Number(process.hrtime.bigint() - start) / 1e6);
}
const cpu = process.cpuUsage(cpuBefore);
timings.sort((a, b) => a - b);
const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!.toFixed(2);
console.log(
  `${OFFERS} combinable offers × ${PRODUCTS_PER_OFFER} products, ${LINES} lines, ${quotes} quotes: ` +
    `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms per quote (wall); ` +
    `${((cpu.user + cpu.system) / 1000 / quotes).toFixed(2)} ms of CPU per quote`,
);
console.log(
  `best: ${result.discounts.length} offers, ${result.subtotalPaise - result.totalPaise} paise off a ${result.subtotalPaise} paise cart`,
);

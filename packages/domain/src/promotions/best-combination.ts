import { amountTaken, byApplicationOrder, shareOut, type OfferOnCart } from "./discount.js";
import { combinesWith } from "./promotion.js";

/** Beyond this many offers that may join another, only the largest sets (`largestSets`) and each alone are tried. */
const MAX_COMBINABLE_TRIED = 10;

/**
 * Offers applied one after another, none of which took nothing: their total, and what is left of
 * each line after them, worked out only when an offer is applied after them.
 */
type Combination = { offers: readonly OfferOnCart[]; totalPaise: number; leftPaise: () => readonly number[] };

/**
 * The offers that take the most off the cart together, in the order they apply: each offer alone,
 * and every set whose offers all combine with each other (`combinesWith`; past
 * `MAX_COMBINABLE_TRIED` offers that may join another, only the largest such sets). Ties go to
 * fewer offers, then to leaving the shopper's code unused, then to the ids.
 *
 * The sets are walked as a tree in the order offers apply, so a set is priced by applying its
 * last offer to what its parent left: ten combinable offers cost 2¹⁰ applications of one offer,
 * not 2¹⁰ × 10, and a set with nothing after it is never shared out among the lines. An offer
 * that takes nothing leaves every line as it was, so the sets below it price exactly as the same
 * sets without it and are not walked twice. An offer that does not combine with one already in a
 * set is not added to it, nor to any set below it. Every set is priced, to the paisa, as pricing it on
 * its own would; docs/promotions.md has the argument.
 */
export function bestCombination(offers: readonly OfferOnCart[], cartPaise: readonly number[]): OfferOnCart[] {
  const ordered = [...offers].sort(byApplicationOrder);
  const none: Combination = { offers: [], totalPaise: 0, leftPaise: () => cartPaise };
  let best = none;
  const consider = (candidate: Combination) => {
    if (isBetter(candidate, best)) best = candidate;
  };
  for (const offer of ordered) consider(withOffer(none, offer));
  const joiners = ordered.filter((offer) => ordered.some((other) => other !== offer && joins(offer, other)));
  if (joiners.length > MAX_COMBINABLE_TRIED) {
    for (const set of largestSets(joiners)) consider(set.reduce(withOffer, none));
  } else walkSets(joiners, 0, none, consider);
  return [...best.offers];
}

const joins = (one: OfferOnCart, other: OfferOnCart) => combinesWith(one.promotion, other.promotion);

/**
 * Past the cap: every automatic offer that joins automatic offers, together; and the code with
 * those of them that also join it. Each keeps the order the offers apply in.
 */
function largestSets(offers: readonly OfferOnCart[]): OfferOnCart[][] {
  const automatic = offers.filter((offer) => offer.promotion.code === null && offer.promotion.combinable);
  const code = offers.find((offer) => offer.promotion.code !== null);
  if (!code) return [automatic];
  return [automatic, offers.filter((offer) => offer === code || (automatic.includes(offer) && joins(offer, code)))];
}

/** Every set of `offers[from…]` added to `parent`, each priced on what its parent left. */
function walkSets(
  offers: readonly OfferOnCart[],
  from: number,
  parent: Combination,
  consider: (candidate: Combination) => void,
): void {
  for (let index = from; index < offers.length; index += 1) {
    const offer = offers[index]!;
    if (!parent.offers.every((member) => joins(member, offer))) continue;
    const child = withOffer(parent, offer);
    if (child === parent) continue;
    consider(child);
    walkSets(offers, index + 1, child, consider);
  }
}

/** The combination with one more offer applied after its own; the same one when the offer takes nothing. */
function withOffer(combination: Combination, offer: OfferOnCart): Combination {
  const before = combination.leftPaise();
  const amountPaise = amountTaken(offer, before);
  if (amountPaise === 0) return combination;
  let after: readonly number[] | undefined;
  return {
    offers: [...combination.offers, offer],
    totalPaise: combination.totalPaise + amountPaise,
    leftPaise: () => (after ??= shareOut(offer, before, amountPaise).leftPaise),
  };
}

function isBetter(candidate: Combination, winner: Combination): boolean {
  if (candidate.totalPaise !== winner.totalPaise) return candidate.totalPaise > winner.totalPaise;
  if (candidate.offers.length !== winner.offers.length) return candidate.offers.length < winner.offers.length;
  if (usesCode(candidate) !== usesCode(winner)) return !usesCode(candidate);
  return idsOf(candidate) < idsOf(winner);
}

const usesCode = (combination: Combination) => combination.offers.some((offer) => offer.promotion.code !== null);

const idsOf = (combination: Combination) =>
  combination.offers
    .map((offer) => offer.promotion.id)
    .sort()
    .join(" ");

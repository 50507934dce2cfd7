import type { SlideArrangeType } from "@pallu/domain";

/**
 * The slide order after an arrangement: UP and DOWN swap with the neighbour (a no-op at the
 * ends), DELETE drops the slide. Undefined when the slide is not in the list.
 */
export function arrangeSlides(order: string[], id: string, type: SlideArrangeType): string[] | undefined {
  const index = order.indexOf(id);
  if (index < 0) return undefined;
  if (type === "DELETE") return order.filter((other) => other !== id);
  const target = type === "UP" ? index - 1 : index + 1;
  if (target < 0 || target >= order.length) return order;
  const next = [...order];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

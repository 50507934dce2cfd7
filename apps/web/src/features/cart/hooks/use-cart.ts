import { messages } from "@pallu/domain";
import type { CartLine } from "../cart-lines";
import { notify } from "@/lib/notify";
import { useAppDispatch, useAppSelector } from "@/lib/store-hooks";
import { cartTotals, stepDown, stepUp, type StepOutcome } from "../cart-rules";
import {
  lineRemoved,
  quantityChanged,
  selectCartLines,
  selectSyncStatus,
  selectUnavailableLines,
  syncRetried,
  unavailableLineRemoved,
} from "../cart-slice";

/** The cart screen's lines, totals and stepper (docs/shop-rules.md#cart and #messages). */
export function useCart() {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  const unavailable = useAppSelector(selectUnavailableLines);
  const status = useAppSelector(selectSyncStatus);

  function apply(buyingOptionId: string, step: (line: CartLine) => StepOutcome) {
    const line = lines.find((candidate) => candidate.buyingOptionId === buyingOptionId);
    if (!line) {
      notify.error(messages.cart.notInCart, { id: messages.cart.notInCart });
      return;
    }
    const outcome = step(line);
    if (outcome.kind === "refused") notify.error(outcome.message, { id: `${outcome.message}:${buyingOptionId}` });
    else if (outcome.kind === "remove") dispatch(lineRemoved({ buyingOptionId }));
    else dispatch(quantityChanged({ buyingOptionId, quantity: outcome.quantity }));
  }

  return {
    lines,
    unavailable,
    status,
    totals: cartTotals(lines),
    increase: (buyingOptionId: string) => apply(buyingOptionId, stepUp),
    decrease: (buyingOptionId: string) => apply(buyingOptionId, stepDown),
    remove: (buyingOptionId: string) => dispatch(lineRemoved({ buyingOptionId })),
    removeUnavailable: (buyingOptionId: string) => dispatch(unavailableLineRemoved({ buyingOptionId })),
    retry: () => dispatch(syncRetried()),
  };
}

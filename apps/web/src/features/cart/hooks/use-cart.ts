import { messages, type CartLine } from "@pallu/domain";
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

/** The cart screen's lines, totals and stepper (spec §2 Cart, §8 cart messages). */
export function useCart() {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  const unavailable = useAppSelector(selectUnavailableLines);
  const status = useAppSelector(selectSyncStatus);

  function apply(subDetailId: string, step: (line: CartLine) => StepOutcome) {
    const line = lines.find((candidate) => candidate.subDetailId === subDetailId);
    if (!line) {
      notify.error(messages.cart.notInCart, { id: messages.cart.notInCart });
      return;
    }
    const outcome = step(line);
    if (outcome.kind === "refused") notify.error(outcome.message, { id: `${outcome.message}:${subDetailId}` });
    else if (outcome.kind === "remove") dispatch(lineRemoved({ subDetailId }));
    else dispatch(quantityChanged({ subDetailId, quantity: outcome.quantity }));
  }

  return {
    lines,
    unavailable,
    status,
    totals: cartTotals(lines),
    increase: (subDetailId: string) => apply(subDetailId, stepUp),
    decrease: (subDetailId: string) => apply(subDetailId, stepDown),
    remove: (subDetailId: string) => dispatch(lineRemoved({ subDetailId })),
    removeUnavailable: (subDetailId: string) => dispatch(unavailableLineRemoved({ subDetailId })),
    retry: () => dispatch(syncRetried()),
  };
}

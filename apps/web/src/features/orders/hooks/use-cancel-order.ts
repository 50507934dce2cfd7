import { messages } from "@pallu/domain";
import { useRef } from "react";
import { notify } from "@/lib/notify";
import { withProgressToast } from "@/lib/progress-toast";
import { useCancelMyOrderMutation } from "../api/orders-api";
import { ORDER_TOASTS } from "../order-toasts";

/**
 * Cancels an order with a loading toast that the server's answer replaces (docs/shop-rules.md#orders). A second
 * press while a cancel is on its way is refused with 'Wait' (docs/shop-rules.md#orders); failures are toasted by
 * the shop's error middleware.
 */
export function useCancelOrder(orderId: string) {
  const [cancelOrder, { isLoading }] = useCancelMyOrderMutation();
  const inFlight = useRef(false);

  async function cancel() {
    if (inFlight.current) {
      notify.error(messages.order.wait, { id: messages.order.wait });
      return;
    }
    inFlight.current = true;
    await withProgressToast(ORDER_TOASTS.cancelling, cancelOrder(orderId));
    inFlight.current = false;
  }

  return { cancel, isCancelling: isLoading };
}

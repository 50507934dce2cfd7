import { RETURN_RESOLUTION_LABELS, type Order, type ReturnResolution } from "@pallu/domain";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { withProgressToast } from "../../shared/progress-toast";
import { SelectField, TextAreaField } from "../../shared/components/fields";
import { useOpenReturnMutation } from "../api/admin-orders-api";

export const REASON_NEEDED = "Give the reason for the return";

/** What the shop's policy offers for all the order's pieces together, as the server lists them. */
export function resolutionsOfOrder(order: Pick<Order, "cart">): ReturnResolution[] {
  const [first, ...rest] = order.cart.map((line) => line.returnOptions);
  return (first ?? []).filter((option) => rest.every((options) => options.includes(option)));
}

/**
 * The seller opens a return for the customer (agreed on the phone, or past the return window):
 * the whole order goes back, with the reason the customer gave and what the policy allows them.
 */
export function OpenReturnDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [openReturn, { isLoading }] = useOpenReturnMutation();
  const allowed = resolutionsOfOrder(order);
  const [reason, setReason] = useState("");
  const [resolution, setResolution] = useState<ReturnResolution | undefined>(allowed[0]);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(REASON_NEEDED);
      return;
    }
    const answer = await withProgressToast(
      "Opening the return",
      openReturn({ orderId: order._id, reason: text, ...(resolution ? { resolution } : {}) }),
    );
    if (!answer) return;
    onClose();
    void navigate(`/admin/returns/${answer.order._id}`);
  }

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} panelClassName="max-w-md p-6">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <h2 id={titleId} className="text-[26px] font-semibold">
          Open a return of #{order.orderDetails.public_order_id}?
        </h2>
        <p className="text-[14.5px] text-ink-muted">
          Every piece of the order goes back. The customer is told, as if they had asked themselves, and you take the
          return through its steps as usual.
        </p>
        <TextAreaField
          label="Reason the customer gave"
          value={reason}
          maxLength={1000}
          required
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        {allowed.length > 0 && (
          <SelectField
            label="They would like"
            value={resolution ?? ""}
            onChange={(event) => setResolution(event.target.value as ReturnResolution)}
            options={allowed.map((option) => ({ value: option, label: RETURN_RESOLUTION_LABELS[option] }))}
            hint={allowed.includes("exchange") ? undefined : "Nothing like these pieces is left to exchange them for."}
          />
        )}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button type="button" variant="ghost" onClick={onClose} data-autofocus>
            Not now
          </Button>
          <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
            Open the return
          </Button>
        </div>
      </form>
    </Modal>
  );
}

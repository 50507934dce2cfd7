import { MAX_BULK_ORDERS, type BulkOrderResult, type BulkUpdateOrdersBody, type Order } from "@pallu/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api-errors";
import { TextAreaField } from "../../shared/components/fields";
import { useCan } from "../../shared/use-can";
import { useBulkUpdateOrdersMutation } from "../api/admin-orders-api";
import { downloadPackingSlips } from "../packing-slips";
import { BulkShipDialog } from "./bulk-ship-dialog";

type Dialog = "confirm" | "ship" | "cancel" | null;

const CHANGES = [
  { dialog: "confirm", label: "Confirm", variant: "primary", permission: "orders.confirm" },
  { dialog: "ship", label: "Ship", variant: "outline", permission: "orders.ship" },
  { dialog: "cancel", label: "Cancel", variant: "outline", permission: "orders.cancel" },
] as const;

/**
 * What the seller does with the chosen orders, in a bar at the bottom of the screen where a thumb
 * reaches it: confirm, ship with AWBs, cancel with a reason, or print packing slips and invoices.
 */
export function BulkActionBar({
  selected,
  matching,
  onSelectAll,
  onClear,
  onResults,
}: {
  selected: Order[];
  /** How many orders the search finds, when more than are chosen and few enough to choose at once. */
  matching: number | undefined;
  onSelectAll: () => void;
  onClear: () => void;
  onResults: (message: string, results: BulkOrderResult[]) => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState("");
  const [printing, setPrinting] = useState(false);
  const [update, { isLoading }] = useBulkUpdateOrdersMutation();
  const can = useCan();
  const orderIds = selected.map((order) => order._id);
  const count = `${selected.length} ${selected.length === 1 ? "order" : "orders"}`;

  async function run(body: Omit<BulkUpdateOrdersBody, "orderIds">) {
    try {
      const answer = await update({ orderIds, ...body }).unwrap();
      onResults(answer.message, answer.results);
      setDialog(null);
    } catch (error) {
      onResults(errorMessage(error), []);
    }
  }

  async function print() {
    setPrinting(true);
    try {
      await downloadPackingSlips(orderIds);
    } catch (error) {
      onResults(error instanceof Error ? error.message : "The packing slips could not be made", []);
    } finally {
      setPrinting(false);
    }
  }

  return (
    <>
      <div
        role="region"
        aria-label="Chosen orders"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-sand bg-white/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(71_9_18/0.08)] backdrop-blur sm:inset-x-auto sm:bottom-6 sm:left-1/2 sm:-translate-x-1/2 sm:rounded-2xl sm:border sm:px-4"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px]">
          <span className="font-bold text-ink">{count} chosen</span>
          {matching !== undefined && (
            <button
              type="button"
              className="font-semibold text-maroon underline underline-offset-2"
              onClick={onSelectAll}
            >
              Choose all {matching}
            </button>
          )}
          <button
            type="button"
            className="ml-auto font-semibold text-ink-muted underline underline-offset-2"
            onClick={onClear}
          >
            Clear
          </button>
        </div>
        <div className="mt-2 grid grid-cols-4 gap-2 sm:flex">
          {CHANGES.filter(({ permission }) => can(permission)).map(({ dialog: opens, label, variant }) => (
            <Button
              key={opens}
              size="sm"
              variant={variant}
              className="px-2 sm:px-4"
              disabled={isLoading}
              onClick={() => setDialog(opens)}
            >
              {label}
            </Button>
          ))}
          <Button
            size="sm"
            variant="gold"
            className="px-2 sm:px-4"
            disabled={printing}
            onClick={print}
            aria-label="Print packing slips"
          >
            {printing ? (
              "Preparing…"
            ) : (
              <>
                <span className="sm:hidden">Slips</span>
                <span className="max-sm:hidden">Packing slips</span>
              </>
            )}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={dialog === "confirm"}
        title={`Confirm ${count}?`}
        confirmLabel="Confirm orders"
        cancelLabel="Not now"
        busy={isLoading}
        keepOpen
        onConfirm={() => run({ status: "Confirmed" })}
        onClose={() => setDialog(null)}
      >
        Each order gets its GST invoice and is sent for booking with the courier. An order that cannot be confirmed is
        left as it is and named with its reason.
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === "cancel"}
        title={`Cancel ${count}?`}
        confirmLabel="Cancel orders"
        busy={isLoading}
        keepOpen
        onConfirm={() => run({ status: "Cancelled", reason: reason.trim() || undefined })}
        onClose={() => setDialog(null)}
      >
        <p>Their pieces go back on sale and paid orders are refunded to the source in 5–7 working days.</p>
        <TextAreaField
          className="mt-4"
          label="Reason"
          hint="Kept in each order's history"
          rows={2}
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>

      {dialog === "ship" && (
        <BulkShipDialog
          open
          orders={selected.slice(0, MAX_BULK_ORDERS)}
          busy={isLoading}
          onShip={(courier, awbs) => run({ status: "Shipped", courier, awbCodes: awbs })}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

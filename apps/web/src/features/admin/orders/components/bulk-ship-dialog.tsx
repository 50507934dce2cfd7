import { MAX_BULK_ORDERS, type Order } from "@pallu/domain";
import { useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClass, TextAreaField } from "../../shared/components/fields";
import { CourierField } from "./tracking-fields";
import { readAwbSheet } from "../awb-sheet";
import { AdminDialog } from "../../shared/components/admin-dialog";

/**
 * Ships the chosen orders: one courier, and an AWB for each order, typed beside it or pasted and
 * uploaded as a sheet of "order number, AWB" lines.
 */
export function BulkShipDialog({
  open,
  orders,
  busy,
  onShip,
  onClose,
}: {
  open: boolean;
  orders: Order[];
  busy: boolean;
  onShip: (courier: string, awbs: Record<string, string>) => void;
  onClose: () => void;
}) {
  const [courier, setCourier] = useState("");
  const [awbs, setAwbs] = useState<Record<string, string>>({});
  const [sheet, setSheet] = useState("");
  const [note, setNote] = useState<string>();
  const numbers = orders.map((order) => order.orderDetails.public_order_id);
  const missing = numbers.filter((number) => !awbs[number]?.trim()).length;

  function take(text: string) {
    const read = readAwbSheet(text, numbers);
    setAwbs((current) => ({ ...current, ...read.awbs }));
    const found = Object.keys(read.awbs).length;
    setNote(
      `${found} AWB${found === 1 ? "" : "s"} filled in` +
        (read.unknown.length
          ? `; not among these orders: ${read.unknown.slice(0, 5).join(", ")}${read.unknown.length > 5 ? "…" : ""}`
          : ""),
    );
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) take(await file.text());
    event.target.value = "";
  }

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      width="max-w-lg"
      title={`Ship ${orders.length} ${orders.length === 1 ? "order" : "orders"}`}
    >
      <div className="mt-4 flex flex-col gap-4">
        <CourierField courier={courier} onCourier={setCourier} />
        <TextAreaField
          label="Paste AWBs"
          hint="One order a line: order number, then AWB"
          rows={3}
          value={sheet}
          onChange={(e) => setSheet(e.target.value)}
          onBlur={() => sheet.trim() && take(sheet)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={() => take(sheet)} disabled={!sheet.trim()}>
            Fill from pasted lines
          </Button>
          <label className="cursor-pointer text-[13px] font-semibold text-maroon underline underline-offset-2">
            Upload a CSV
            <input type="file" accept=".csv,text/csv,text/plain" className="sr-only" onChange={upload} />
          </label>
        </div>
        {note && (
          <p role="status" className="text-[13px] text-ink-muted">
            {note}
          </p>
        )}
        <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto pr-1">
          {orders.map((order) => {
            const number = order.orderDetails.public_order_id;
            return (
              <li key={order._id} className="grid grid-cols-[1fr_1.2fr] items-center gap-3">
                <label htmlFor={`awb-${order._id}`} className="min-w-0 text-[13px]">
                  <span className="block truncate font-semibold text-ink">#{number}</span>
                  <span className="block truncate text-ink-muted">{order.address.name}</span>
                </label>
                <input
                  id={`awb-${order._id}`}
                  value={awbs[number] ?? ""}
                  onChange={(e) => setAwbs((current) => ({ ...current, [number]: e.target.value }))}
                  maxLength={40}
                  placeholder="AWB"
                  className={inputClass}
                />
              </li>
            );
          })}
        </ul>
        {orders.length >= MAX_BULK_ORDERS && (
          <p className="text-[13px] text-ink-muted">At most {MAX_BULK_ORDERS} orders are shipped at once.</p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-2">
        {missing > 0 && <span className="mr-auto text-[13px] text-ink-muted">{missing} without an AWB</span>}
        <Button variant="ghost" onClick={onClose} data-autofocus>
          Not now
        </Button>
        <Button disabled={busy || !courier.trim()} onClick={() => onShip(courier.trim(), awbs)}>
          Mark shipped
        </Button>
      </div>
    </AdminDialog>
  );
}

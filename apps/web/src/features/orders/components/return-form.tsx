import { formatRupees, NO_SIZE, type ReturnResolution } from "@pallu/domain";
import type { Order, OrderLine } from "../order-model";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Thumbnail } from "@/components/ui/sized-image";
import {
  allowedResolutions,
  checkReason,
  defaultExchangeSize,
  noneSelected,
  nothingToExchange,
  REASON_MAX_LENGTH,
  selectedLines,
  selectedValue,
  type ReturnQuantities,
} from "../return-selection";
import type { ReturnLine } from "../api/orders-api";
import { QuantityStepper } from "./quantity-stepper";
import { ReturnResolutionChoice } from "./return-resolution-choice";

export const NOTHING_CHOSEN = "Choose at least one item to return";

export interface ReturnRequest {
  reason: string;
  /** Absent: the whole order goes back. */
  cart?: ReturnLine[];
  /** Absent when the shop offers no choice. */
  resolution?: ReturnResolution;
}

/** The size wanted instead, for each line going back, on an exchange. */
type ExchangeSizes = Record<string, string | undefined>;

function withExchangeSizes(lines: { _id: string; quantity: number }[], sizes: ExchangeSizes): ReturnLine[] {
  return lines.map((line) => {
    const exchangeBuyingOptionId = sizes[line._id];
    return exchangeBuyingOptionId ? { ...line, exchangeBuyingOptionId } : line;
  });
}

/**
 * The return form (docs/shop-rules.md#returns): how many of each line to send back (0 up to what was bought), a
 * reason (required), then Return Selected or Return All.
 */
export function ReturnForm({
  order,
  isSubmitting,
  onSubmit,
}: {
  order: Order;
  isSubmitting: boolean;
  onSubmit: (request: ReturnRequest) => void;
}) {
  const [quantities, setQuantities] = useState<ReturnQuantities>(() => noneSelected(order.cart));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; items?: string }>({});
  const [wanted, setWanted] = useState<ReturnResolution | null>(null);
  const [exchangeSizes, setExchangeSizes] = useState<ExchangeSizes>(() =>
    Object.fromEntries(order.cart.map((line) => [line._id, defaultExchangeSize(line)])),
  );
  const reasonId = useId();
  const chosen = selectedLines(order.cart, quantities);
  const allowed = allowedResolutions(order.cart, quantities);
  // The shopper's choice while the pieces chosen allow it; otherwise the first the policy offers.
  const resolution = wanted && allowed.includes(wanted) ? wanted : (allowed[0] ?? null);
  const exchanging = resolution === "exchange";

  /** What goes with the lines: the resolution, and on an exchange the size wanted for each. */
  function requestFor(lines: { _id: string; quantity: number }[] | undefined, text: string): ReturnRequest {
    if (!resolution) return lines ? { reason: text, cart: lines } : { reason: text };
    if (!exchanging) return { reason: text, resolution, ...(lines ? { cart: lines } : {}) };
    const all = lines ?? order.cart.map((line) => ({ _id: line._id, quantity: line.quantity }));
    return { reason: text, resolution, cart: withExchangeSizes(all, exchangeSizes) };
  }

  function validReason(): string | undefined {
    const checked = checkReason(reason);
    if ("reason" in checked) return checked.reason;
    setErrors((current) => ({ ...current, reason: checked.error }));
    return undefined;
  }

  function returnSelected(event: FormEvent) {
    event.preventDefault();
    const itemsError = chosen.length === 0 ? NOTHING_CHOSEN : undefined;
    setErrors({ items: itemsError });
    const text = validReason();
    if (text === undefined || itemsError) return;
    onSubmit(requestFor(chosen, text));
  }

  function returnAll() {
    setErrors({});
    setQuantities(Object.fromEntries(order.cart.map((line) => [line._id, line.quantity])));
    const text = validReason();
    if (text !== undefined) onSubmit(requestFor(undefined, text));
  }

  return (
    <form onSubmit={returnSelected} noValidate className="flex flex-col gap-5">
      <fieldset className="rounded-2xl border border-sand bg-white/60 p-4 shadow-card md:p-5">
        <legend className="float-left mb-3.5 w-full font-sans text-[12px] font-bold tracking-[0.18em] text-gold-text uppercase">
          Items to return
        </legend>
        <ul className="clear-both divide-y divide-sand">
          {order.cart.map((line) => {
            const image = line.images[0];
            return (
              <li key={line._id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
                <div className="h-[76px] w-[58px] shrink-0 overflow-hidden rounded-lg bg-ivory-deep">
                  {image && <Thumbnail src={image} width={58} height={76} className="h-full w-full object-cover" />}
                </div>
                <div className="min-w-0 flex-1 basis-40">
                  <p className="line-clamp-2 font-semibold text-ink">{line.name}</p>
                  <p className="text-[13px] text-ink-muted">
                    {line.size && line.size !== NO_SIZE && <>Size {line.size} · </>}
                    {formatRupees(line.price)} each · bought {line.quantity}
                  </p>
                  {exchanging && (quantities[line._id] ?? 0) > 0 && (
                    <ExchangeSizePicker
                      line={line}
                      value={exchangeSizes[line._id]}
                      disabled={isSubmitting}
                      onChange={(buyingOptionId) =>
                        setExchangeSizes((current) => ({ ...current, [line._id]: buyingOptionId }))
                      }
                    />
                  )}
                </div>
                <div className="ml-auto">
                  <QuantityStepper
                    value={quantities[line._id] ?? 0}
                    max={line.quantity}
                    itemName={line.name}
                    disabled={isSubmitting}
                    onChange={(next) => {
                      setQuantities((current) => ({ ...current, [line._id]: next }));
                      setErrors((current) => ({ ...current, items: undefined }));
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        <p aria-live="polite" className="mt-3 text-[13px] empty:hidden">
          {errors.items ? (
            <span className="font-semibold text-maroon">{errors.items}</span>
          ) : chosen.length > 0 ? (
            <span className="text-ink-muted">
              Selected:{" "}
              <span className="font-bold text-ink">{chosen.reduce((sum, line) => sum + line.quantity, 0)}</span> worth{" "}
              <span className="font-bold text-ink">{formatRupees(selectedValue(order.cart, quantities))}</span>
            </span>
          ) : null}
        </p>
      </fieldset>

      <ReturnResolutionChoice
        allowed={allowed}
        value={resolution}
        onChange={setWanted}
        disabled={isSubmitting}
        nothingToExchange={nothingToExchange(order.cart, quantities)}
      />

      <div className="rounded-2xl border border-sand bg-white/60 p-4 shadow-card md:p-5">
        <label
          htmlFor={reasonId}
          className="mb-2 block font-sans text-[12px] font-bold tracking-[0.18em] text-gold-text uppercase"
        >
          Reason for return <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (errors.reason) setErrors((current) => ({ ...current, reason: undefined }));
          }}
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          required
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`${reasonId}-error`}
          placeholder="Tell us what was not right — size, colour, a flaw in the weave…"
          className="w-full rounded-xl border border-sand bg-white px-3.5 py-3 text-[15px] text-ink placeholder:text-ink-muted/70 focus:border-gold focus:outline-none aria-invalid:border-maroon"
        />
        <FieldError id={`${reasonId}-error`}>{errors.reason}</FieldError>
      </div>

      <div className="flex flex-col gap-2.5 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={returnAll} disabled={isSubmitting}>
          Return All
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
          Return Selected
        </Button>
      </div>
    </form>
  );
}

/** The size wanted instead of the one going back; sizes sold out cannot be held. */
function ExchangeSizePicker({
  line,
  value,
  disabled,
  onChange,
}: {
  line: OrderLine;
  value: string | undefined;
  disabled: boolean;
  onChange: (buyingOptionId: string) => void;
}) {
  const id = useId();
  if (line.exchangeSizes.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-[13px] font-semibold text-ink">
        Exchange for
      </label>
      <select
        id={id}
        value={value ?? ""}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-sand bg-white px-2.5 py-1.5 text-[14px] text-ink focus:border-gold focus:outline-none"
      >
        {line.exchangeSizes.map((size) => (
          <option key={size.buyingOptionId} value={size.buyingOptionId} disabled={!size.inStock}>
            {size.size === NO_SIZE
              ? "The same piece"
              : size.buyingOptionId === line.buyingOptionId
                ? `${size.size} (same size)`
                : size.size}
            {size.inStock ? "" : " · sold out"}
          </option>
        ))}
      </select>
    </div>
  );
}

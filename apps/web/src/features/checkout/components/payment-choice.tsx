import { messages } from "@pallu/domain";
import { useEffect, type ComponentType } from "react";
import { CardIcon, CashIcon } from "@/components/ui/commerce-icons";
import { RadioCard } from "@/components/ui/radio-card";
import type { IconProps } from "@/components/ui/icons";
import type { PaymentMethod } from "../hooks/use-place-order";

const CHOICES: { value: PaymentMethod; title: string; note: string; Icon: ComponentType<IconProps> }[] = [
  { value: "cod", title: "Cash on Delivery", note: "Pay in cash when your parcel arrives", Icon: CashIcon },
  { value: "online", title: "Pay Online", note: "UPI, cards, net banking and wallets — secure checkout", Icon: CardIcon },
];

/**
 * Cash on delivery or online payment, as one radio group; only cash on delivery when the shop takes
 * no online payment, only online payment when cash on delivery is not offered to this shopper.
 */
export function PaymentChoice({
  value,
  onChange,
  onlineOff = false,
  codOff = null,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The shop takes no online payment (the server's policies say so). */
  onlineOff?: boolean;
  /** Why cash on delivery is not offered to this shopper (the server says so), or null when it is. */
  codOff?: string | null;
}) {
  useEffect(() => {
    if (onlineOff && !codOff && value === "online") onChange("cod");
    if (codOff && !onlineOff && value === "cod") onChange("online");
  }, [onlineOff, codOff, value, onChange]);
  const choices = CHOICES.filter(
    (choice) => !(onlineOff && choice.value === "online") && !(codOff && choice.value === "cod"),
  );
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Payment method</legend>
      {choices.map(({ value: choice, title, note, Icon }) => (
        <RadioCard
          key={choice}
          name="payment-method"
          value={choice}
          checked={value === choice}
          onChange={() => onChange(choice)}
          className="items-start gap-3 p-4"
        >
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ivory-deep text-maroon">
            <Icon size={21} />
          </span>
          <span className="min-w-0">
            <span className="block text-[15px] font-bold text-ink">{title}</span>
            <span className="block text-[13px] text-ink-muted">{note}</span>
          </span>
        </RadioCard>
      ))}
      {onlineOff && !codOff ? <p className="self-center text-[13px] text-ink-muted">{messages.payment.onlineOff}</p> : null}
      {codOff ? <p className="self-center text-[13px] text-ink-muted">{codOff}</p> : null}
    </fieldset>
  );
}

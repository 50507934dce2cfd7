import { RadioCard } from "@/components/ui/radio-card";
import { TextField } from "../../shared/components/fields";
import type { CounterPayment } from "../new-order-draft";

const CHOICES: { value: CounterPayment; title: string; text: string }[] = [
  { value: "link", title: "Payment link", text: "Send a link to pay by UPI, card or net banking. The pieces are held until it is paid or lapses." },
  { value: "COD", title: "Cash on delivery", text: "Under the shop's usual cash-on-delivery rules." },
  { value: "paid", title: "Already paid", text: "UPI or bank transfer received: note its reference." },
];

/** How the customer pays: a link, on delivery, or already (with the reference of the money received). */
export function PaymentChooser({
  value,
  reference,
  onChange,
  onReference,
}: {
  value: CounterPayment;
  reference: string;
  onChange: (payment: CounterPayment) => void;
  onReference: (reference: string) => void;
}) {
  return (
    <div className="space-y-3">
      <div className="grid gap-2 md:grid-cols-3" role="radiogroup" aria-label="Payment">
        {CHOICES.map((choice) => (
          <RadioCard key={choice.value} name="counter-payment" value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} className="flex-col gap-0.5 p-3">
            <span className="text-[15px] font-semibold text-ink">{choice.title}</span>
            <span className="text-[13px] text-ink-muted">{choice.text}</span>
          </RadioCard>
        ))}
      </div>
      {value === "paid" && (
        <TextField label="Payment reference" placeholder="UPI ref. no. or bank transaction id" autoComplete="off" value={reference} onChange={(event) => onReference(event.target.value)} />
      )}
    </div>
  );
}

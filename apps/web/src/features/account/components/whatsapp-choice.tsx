import { withProgressToast } from "@/lib/progress-toast";
import { useGetWhatsAppChoiceQuery, useSetWhatsAppChoiceMutation } from "../api/account-api";

/** "Order updates on WhatsApp": off until the customer ticks it; shown when the shop sends WhatsApp and they have a phone. */
export function WhatsAppChoice({ phone }: { phone: string | null }) {
  const choice = useGetWhatsAppChoiceQuery(undefined, { skip: !phone });
  const [setChoice, { isLoading }] = useSetWhatsAppChoiceMutation();
  if (!phone || !choice.data?.whatsappAvailable) return null;
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-sand bg-white p-4">
      <input
        type="checkbox"
        checked={choice.data.whatsappOptIn}
        disabled={isLoading || choice.isFetching}
        onChange={(event) => void withProgressToast("Saving...", setChoice(event.target.checked), (data) => data.message)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-maroon"
      />
      <span className="min-w-0 text-[14.5px]">
        <span className="block font-bold text-ink">Order updates on WhatsApp</span>
        <span className="block text-ink-muted">
          Get your order, shipping and refund updates on WhatsApp at {phone}, as well as by SMS. You can turn this off at any time.
        </span>
      </span>
    </label>
  );
}

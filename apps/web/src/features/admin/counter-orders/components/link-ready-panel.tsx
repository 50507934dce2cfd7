import { formatRupees, indiaMomentText, type CounterOrderAnswer, type PaymentLinkChannel } from "@pallu/domain";
import { Button, ButtonLink } from "@/components/ui/button";
import { notify } from "@/lib/notify";
import { AdminPanel } from "../../shared/components/page-header";
import { toastResult } from "../../shared/progress-toast";
import { useCancelPaymentLinkMutation, useSendPaymentLinkMutation } from "../api/counter-orders-api";

type PaymentLink = NonNullable<CounterOrderAnswer["paymentLink"]>;

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify.success("Link copied");
  } catch {
    window.prompt("Copy this link", url);
  }
}

/** A link just made: send it by WhatsApp, SMS or mail through the shop's messages, or copy it into the chat. */
export function LinkReadyPanel({ link, customer, onDone }: { link: PaymentLink; customer: CounterOrderAnswer["customer"]; onDone: () => void }) {
  const [send, { isLoading: sending }] = useSendPaymentLinkMutation();
  const [cancel, { isLoading: cancelling }] = useCancelPaymentLinkMutation();
  const sendBy = (channel: PaymentLinkChannel) => void toastResult(send({ linkId: link._id, channel }));
  return (
    <AdminPanel title="Payment link ready" description={`For ${customer.fullname}: ${formatRupees(link.amount)}, payable until ${indiaMomentText(link.expiresAt)}. The pieces are held until then.`}>
      <p className="mb-4 rounded-lg bg-ivory-deep px-3 py-2.5 font-mono text-[13px] break-all text-ink" data-testid="payment-link-url">
        {link.url}
      </p>
      <p className="mb-2 text-[13px] font-bold text-ink">Send the link</p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button variant="primary" aria-label="Send by WhatsApp" disabled={sending || !customer.phone} onClick={() => sendBy("whatsapp")}>
          WhatsApp
        </Button>
        <Button variant="outline" aria-label="Send by SMS" disabled={sending || !customer.phone} onClick={() => sendBy("sms")}>
          SMS
        </Button>
        <Button variant="outline" aria-label="Send by mail" disabled={sending || !customer.email} title={customer.email ? undefined : "No email for this customer"} onClick={() => sendBy("mail")}>
          Mail
        </Button>
        <Button variant="gold" onClick={() => void copy(link.url)}>
          Copy link
        </Button>
      </div>
      <div className="mt-5 flex flex-wrap gap-2 border-t border-sand pt-4">
        <Button variant="ghost" size="sm" onClick={onDone}>
          New order
        </Button>
        <ButtonLink to={`/admin/customers/${customer._id}`} variant="ghost" size="sm">
          Customer's page
        </ButtonLink>
        <Button variant="ghost" size="sm" disabled={cancelling} onClick={() => void toastResult(cancel({ linkId: link._id })).then((done) => done && onDone())}>
          Cancel the link
        </Button>
      </div>
    </AdminPanel>
  );
}

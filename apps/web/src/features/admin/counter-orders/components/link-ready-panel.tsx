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
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button variant="primary" disabled={sending || !customer.phone} onClick={() => sendBy("whatsapp")}>
          Send by WhatsApp
        </Button>
        <Button variant="outline" disabled={sending || !customer.phone} onClick={() => sendBy("sms")}>
          Send by SMS
        </Button>
        <Button variant="outline" disabled={sending || !customer.email} onClick={() => sendBy("mail")}>
          Send by mail
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

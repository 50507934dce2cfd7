import { formatRupees, ORDER_NOTE_MAX, type CounterOrderAnswer } from "@pallu/domain";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { TextAreaField, TextField, Toggle } from "../../shared/components/fields";
import { AdminPageHeader, AdminPanel } from "../../shared/components/page-header";
import { useGetCustomerQuery } from "../../customers/api/customers-api";
import { useCreateCounterOrderMutation } from "../api/counter-orders-api";
import { counterOrderBody, draftEstimate, EMPTY_DRAFT, withLine, type NewOrderDraft } from "../new-order-draft";
import { AddressChooser } from "./address-chooser";
import { CustomerChooser } from "./customer-chooser";
import { LinkReadyPanel } from "./link-ready-panel";
import { OrderLinesEditor } from "./order-lines-editor";
import { PaymentChooser } from "./payment-chooser";
import { PiecePicker } from "./piece-picker";

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <AdminPanel>
      <h2 className="mb-4 flex items-center gap-3 text-[22px] font-semibold">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-maroon font-sans text-[14px] font-bold text-ivory">{number}</span>
        {title}
      </h2>
      {children}
    </AdminPanel>
  );
}

/** The customer chosen from their page (?customer=…), once it has loaded. */
function usePresetCustomer(customerId: string | null, draft: NewOrderDraft, setDraft: (draft: NewOrderDraft) => void) {
  const { data } = useGetCustomerQuery(customerId ?? "", { skip: !customerId });
  const [applied, setApplied] = useState(false);
  if (data && !applied) {
    setApplied(true);
    const { _id, fullname, phone, email } = data.customer;
    setDraft({ ...draft, customer: { kind: "existing", id: _id, fullname, phone: phone ?? null, email: email ?? null } });
  }
}

/**
 * /admin/new-order: an order taken in a WhatsApp or Instagram chat. Who it is for, the pieces, where
 * they go, any discount, and how it is paid; the shop prices it and holds the stock on the server.
 */
export function NewOrderPage({ customerId = null }: { customerId?: string | null }) {
  const [draft, setDraft] = useState<NewOrderDraft>(EMPTY_DRAFT);
  const [done, setDone] = useState<CounterOrderAnswer | null>(null);
  const [createOrder, { isLoading }] = useCreateCounterOrderMutation();
  usePresetCustomer(customerId, draft, setDraft);
  const update = (change: Partial<NewOrderDraft>) => setDraft((current) => ({ ...current, ...change }));
  const estimate = draftEstimate(draft);
  const ready = draft.customer !== null && draft.lines.length > 0 && draft.address !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const created = await createOrder(counterOrderBody(draft));
    if (created.data) setDone(created.data);
  }

  const startAgain = () => {
    setDraft(EMPTY_DRAFT);
    setDone(null);
  };

  if (done) {
    return (
      <>
        <AdminPageHeader title="New order" />
        <div className="mx-auto max-w-3xl">
          {done.paymentLink ? (
            <LinkReadyPanel link={done.paymentLink} customer={done.customer} onDone={startAgain} />
          ) : (
            <AdminPanel title="Order placed" description={`For ${done.customer.fullname}: ${formatRupees(done.order?.totalPrice ?? 0)}.`}>
              <div className="flex flex-wrap gap-2">
                {done.order && (
                  <ButtonLink to={`/admin/orders/${done.order._id}`} variant="primary">
                    View order #{done.order.orderDetails.public_order_id}
                  </ButtonLink>
                )}
                <Button variant="outline" onClick={startAgain}>
                  New order
                </Button>
              </div>
            </AdminPanel>
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title="New order" intro="An order taken in a chat or on the phone. The shop prices it and holds the pieces; nothing is charged here." />
      <form onSubmit={(event) => void submit(event)} className="mx-auto max-w-3xl space-y-5 pb-28 md:pb-0">
        <Step number={1} title="Customer">
          <CustomerChooser value={draft.customer} onChange={(customer) => update({ customer, address: null })} />
        </Step>
        <Step number={2} title="Pieces">
          <div className="space-y-4">
            <PiecePicker onAdd={(line) => update({ lines: withLine(draft.lines, line) })} />
            <OrderLinesEditor lines={draft.lines} onChange={(lines) => update({ lines })} />
          </div>
        </Step>
        <Step number={3} title="Delivery address">
          {draft.customer ? (
            <AddressChooser customer={draft.customer} value={draft.address} onChange={(address) => update({ address })} />
          ) : (
            <p className="text-[14px] text-ink-muted">Choose the customer first.</p>
          )}
        </Step>
        <Step number={4} title="Discount, note and gift">
          <div className="space-y-4">
            <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
              <TextField label="Discount (₹)" inputMode="decimal" placeholder="0" value={draft.discount} onChange={(event) => update({ discount: event.target.value })} />
              {Number(draft.discount) > 0 && (
                <TextField label="Why this discount" placeholder="Regular customer, festival offer…" value={draft.discountReason} onChange={(event) => update({ discountReason: event.target.value })} />
              )}
            </div>
            <TextAreaField label="Customer's note (optional)" rows={2} maxLength={ORDER_NOTE_MAX} value={draft.note} onChange={(event) => update({ note: event.target.value })} />
            <Toggle label="This is a gift" description="The packing slip then shows the message and no prices." checked={draft.gift} onChange={(gift) => update({ gift })} />
            {draft.gift && <TextAreaField label="Gift message" rows={2} maxLength={ORDER_NOTE_MAX} value={draft.giftMessage} onChange={(event) => update({ giftMessage: event.target.value })} />}
          </div>
        </Step>
        <Step number={5} title="Payment">
          <PaymentChooser value={draft.paymentType} reference={draft.reference} onChange={(paymentType) => update({ paymentType })} onReference={(reference) => update({ reference })} />
        </Step>
        <div className="rounded-2xl border border-sand bg-white/90 p-4 shadow-card max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:rounded-none max-md:border-x-0 max-md:border-b-0 max-md:pb-[max(1rem,env(safe-area-inset-bottom))] md:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="text-[13px] text-ink-muted">
                {draft.lines.length === 0 ? "No pieces yet" : estimate.discount > 0 ? `${formatRupees(estimate.subtotal)} less ${formatRupees(estimate.discount)}` : "At the listed prices"}
              </p>
              <p className="text-[22px] font-bold text-ink">{formatRupees(estimate.total)}</p>
            </div>
            <Button type="submit" size="lg" disabled={!ready || isLoading}>
              {isLoading ? "Creating…" : draft.paymentType === "link" ? "Create payment link" : "Place order"}
            </Button>
          </div>
        </div>
      </form>
    </>
  );
}

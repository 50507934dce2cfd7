import { formatPaise } from "@pallu/domain";
import { Button, CloseButton } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { PaymentOrder } from "../api/checkout-api";

/**
 * The shop's own payment window when no Razorpay keys are set (docs/shop-rules.md#checkout): plainly a TEST
 * MODE, showing the amount, with buttons that make the payment succeed or fail.
 */
export function TestGatewayDialog({
  payment,
  busy,
  onPay,
  onFail,
  onClose,
}: {
  payment: PaymentOrder["payment"] | null;
  busy: boolean;
  onPay: () => void;
  onFail: () => void;
  onClose: () => void;
}) {
  const amount = payment ? formatPaise(payment.amount) : "";
  return (
    <Modal open={payment !== null} onClose={onClose} labelledBy="test-gateway-title" panelClassName="max-w-md">
      <div className="flex items-center justify-between gap-3 bg-[repeating-linear-gradient(135deg,#e8891c_0_12px,#231b17_12px_24px)] px-4 py-2.5">
        <span className="rounded-sm bg-ink px-2.5 py-1 text-[13px] font-extrabold tracking-[0.2em] text-saffron">
          TEST MODE
        </span>
        <CloseButton
          label="Close the test payment"
          iconSize={18}
          onClick={onClose}
          disabled={busy}
          className="h-9 w-9 bg-ink text-ivory hover:bg-ink/80"
        />
      </div>
      <div className="p-6 pt-5">
        <p className="eyebrow">Pallu test gateway</p>
        <h2 id="test-gateway-title" className="mt-1 text-[28px] font-semibold">
          TEST MODE payment
        </h2>
        <p className="mt-2 text-[14px] text-ink-muted">
          This shop has no live payment keys, so no money moves. Choose how this simulated payment should end.
        </p>
        <dl className="mt-5 rounded-xl border border-sand bg-white/70 px-4 py-3">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-[14px] text-ink-muted">Amount</dt>
            <dd className="text-[26px] font-bold tabular-nums text-ink">{amount}</dd>
          </div>
          <div className="mt-1 flex items-baseline justify-between gap-4 text-[12px] text-ink-muted">
            <dt>Payment order</dt>
            <dd className="truncate font-mono">{payment?.id}</dd>
          </div>
        </dl>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Button variant="outline" size="lg" onClick={onFail} disabled={busy}>
            Fail
          </Button>
          <Button size="lg" onClick={onPay} disabled={busy} data-autofocus>
            Pay {amount}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

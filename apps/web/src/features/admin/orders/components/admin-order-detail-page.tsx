import {
  API_PREFIX,
  DELIVERY_CHARGE_PAISE,
  formatPaise,
  formatRupees,
  NO_SIZE,
  type Order,
  RETURN_RESOLUTION_LABELS,
} from "@pallu/domain";
import { Link } from "@/lib/link";
import { ButtonLink } from "@/components/ui/button";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { SizedImage } from "@/components/ui/sized-image";
import { formatDay } from "@/lib/format";
import { ExternalIcon } from "../../shared/components/admin-icons";
import { AdminPageHeader, AdminPanel } from "../../shared/components/page-header";
import { StaffNotesPanel } from "../../shared/components/staff-notes-panel";
import { StatusBadge } from "../../shared/components/status-badge";
import { EmptyState, Spinner } from "../../shared/components/states";
import { useGetAdminOrderQuery, type AdminOrderListType } from "../api/admin-orders-api";
import { REFUND_TEXT } from "../order-statuses";
import { OrderActions } from "./order-actions";
import { ShippingPanel } from "./shipping-panel";
import { OrderHistory } from "@/components/ui/order-history";
import { NewTabButton } from "@/components/ui/new-tab-button";
import { DetailRow } from "../../shared/components/detail-row";
import { deliveryPromiseText, LineServices } from "@/components/ui/line-services";

// The courier tracking page the shop's shipping notices link to.

/** /admin/orders/:id and /admin/returns/:id: the shopper's order detail plus the admin's controls. */
export function AdminOrderDetailPage({ orderId, type }: { orderId: string; type: AdminOrderListType }) {
  // An order opened from the list shows at once from it, then again with its history.
  const { data: order, isLoading } = useGetAdminOrderQuery({ id: orderId, type }, { refetchOnMountOrArgChange: true });
  const listPath = type === "Order" ? "/admin/orders" : "/admin/returns";
  const back = (
    <ButtonLink to={listPath} variant="ghost" size="sm">
      <ArrowLeftIcon size={17} /> {type === "Order" ? "Manage Orders" : "Manage Returns"}
    </ButtonLink>
  );

  if (isLoading) return <Spinner label="Loading order" />;
  const isReturn = order?.orderType === "Return";
  if (!order) {
    return (
      <>
        <AdminPageHeader title={type === "Order" ? "Order" : "Return"} actions={back} />
        <EmptyState title={type === "Order" ? "No Orders Found" : "No Return Found"} />
      </>
    );
  }
  return (
    <>
      <AdminPageHeader
        title={`${type === "Order" ? "Order" : "Return"} #${order.orderDetails.public_order_id}`}
        intro={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={order.orderDetails.status} /> Placed {formatDay(order.createdAt)} · last change{" "}
            {formatDay(order.updateDate)}
          </span>
        }
        actions={back}
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-5">
          <AdminPanel title="Items">
            <OrderItems order={order} />
          </AdminPanel>
          <AdminPanel title="Actions">
            <OrderActions key={order.updateDate} order={order} />
          </AdminPanel>
          {order.orderType === "Order" && <ShippingPanel orderId={order._id} />}
          {(order.note || order.giftMessage || order.sellerDiscount || order.paymentReference) && (
            <AdminPanel title="Note and gift">
              <dl className="space-y-2 text-[14px]">
                {order.note && <NoteRow label="Customer's note">{order.note}</NoteRow>}
                {order.giftMessage && (
                  <NoteRow label="Gift message (the slip shows no prices)">{order.giftMessage}</NoteRow>
                )}
                {order.sellerDiscount && (
                  <NoteRow label="Discount given">
                    {formatRupees(order.sellerDiscount.amount)}
                    {order.sellerDiscount.reason ? ` · ${order.sellerDiscount.reason}` : ""}
                  </NoteRow>
                )}
                {order.paymentReference && (
                  <NoteRow label="Paid to the shop, reference">{order.paymentReference}</NoteRow>
                )}
              </dl>
            </AdminPanel>
          )}
          <StaffNotesPanel subject={{ kind: "order", id: order._id }} />
          {order.history && (
            <AdminPanel title="History">
              <OrderHistory history={order.history} viewer="admin" />
            </AdminPanel>
          )}
        </div>
        <div className="space-y-5">
          <AdminPanel title="Customer and delivery">
            {order.customer && (
              <dl className="mb-4 divide-y divide-sand border-b border-sand pb-2">
                <DetailRow label="Customer">
                  <Link
                    to={`/admin/customers/${order.customer._id}`}
                    className="text-maroon underline underline-offset-2"
                  >
                    {order.customer.fullname}
                  </Link>
                </DetailRow>
                {order.customer.email && (
                  <DetailRow label="Email">
                    <a href={`mailto:${order.customer.email}`} className="font-semibold text-maroon hover:underline">
                      {order.customer.email}
                    </a>
                  </DetailRow>
                )}
                {order.customer.phone && <DetailRow label="Phone">{order.customer.phone}</DetailRow>}
              </dl>
            )}
            <address className="text-[14px] leading-relaxed not-italic">
              <span className="block font-bold text-ink">{order.address.name}</span>
              {order.address.addressLine1}
              {order.address.addressLine2 && <span className="block">{order.address.addressLine2}</span>}
              <span className="block">
                {order.address.city}, {order.address.state} {order.address.pinCode}
              </span>
              {order.address.country !== "IN" && (
                <span className="block font-semibold">
                  {order.address.country} · {order.currency} {order.totalInCurrency}
                </span>
              )}
              <a
                href={`tel:${order.address.phoneNumber}`}
                className="mt-1 block font-semibold text-maroon hover:underline"
              >
                {order.address.phoneNumber}
              </a>
            </address>
          </AdminPanel>
          <AdminPanel title="Payment">
            <dl className="divide-y divide-sand">
              <DetailRow label="Payment type">{order.paymentType}</DetailRow>
              <DetailRow label="Payment">{order.paymentText}</DetailRow>
              {order.paymentId && <DetailRow label="Payment id">{order.paymentId.payment_id}</DetailRow>}
              <DetailRow label="Total">{formatRupees(order.totalPrice)}</DetailRow>
              {order.refund.status !== "none" && (
                <DetailRow label="Refund">
                  {REFUND_TEXT[order.refund.status] ?? order.refund.status} · {formatRupees(order.refund.amount)}
                </DetailRow>
              )}
              {order.refund.note && <DetailRow label="Refund note">{order.refund.note}</DetailRow>}
              {order.storeCredit > 0 && (
                <DetailRow label={order.orderType === "Return" ? "Store credit given" : "Paid with store credit"}>
                  {formatRupees(order.storeCredit)}
                </DetailRow>
              )}
              {order.returnResolution && (
                <DetailRow label="Customer asked for">{RETURN_RESOLUTION_LABELS[order.returnResolution]}</DetailRow>
              )}
              {order.returnCondition && (
                <DetailRow label="Pieces arrived">
                  {order.returnCondition === "sellable" ? "Sellable" : "Damaged"}
                </DetailRow>
              )}
              {order.cart.some((line) => line.exchangeFor) && (
                <DetailRow label="Held for the exchange">
                  {order.cart
                    .filter((line) => line.exchangeFor)
                    .map(
                      (line) =>
                        `${line.name} · ${line.exchangeFor!.size === NO_SIZE ? "the same piece" : line.exchangeFor!.size} × ${line.quantity}`,
                    )
                    .join(", ")}
                </DetailRow>
              )}
              {order.exchangeOrderId && (
                <DetailRow label="Replacement">
                  <Link to={`/admin/orders/${order.exchangeOrderId}`} className="text-maroon underline">
                    View Order
                  </Link>
                </DetailRow>
              )}
            </dl>
          </AdminPanel>
          <AdminPanel title="Documents and tracking">
            <dl className="divide-y divide-sand">
              {order.shiprocketDetails.courier && (
                <DetailRow label="Courier">{order.shiprocketDetails.courier}</DetailRow>
              )}
              {order.shiprocketDetails.awb_code && (
                <DetailRow label="AWB code">{order.shiprocketDetails.awb_code}</DetailRow>
              )}
              {order.returnReason && <DetailRow label="Return reason">{order.returnReason}</DetailRow>}
              {order.parentOrderId && (
                <DetailRow label="Original order">
                  <Link to={`/admin/orders/${order.parentOrderId}`} className="text-maroon underline">
                    View Order
                  </Link>
                </DetailRow>
              )}
            </dl>
            <div className="mt-3 flex flex-wrap gap-2">
              {order.shiprocketDetails.invoice && (
                <NewTabButton href={`${API_PREFIX}/order/invoice/${order._id}`} variant="outline" size="sm">
                  {isReturn ? "Credit note" : "Invoice"} <ExternalIcon size={16} />
                </NewTabButton>
              )}
              {order.shiprocketDetails.trackingUrl && (
                <NewTabButton href={order.shiprocketDetails.trackingUrl} offsite variant="outline" size="sm">
                  Track Package <ExternalIcon size={16} />
                </NewTabButton>
              )}
              {!order.shiprocketDetails.invoice && !order.shiprocketDetails.awb_code && (
                <p className="text-[13px] text-ink-muted">
                  {isReturn
                    ? "The credit note is ready once the return's refund or store credit is settled."
                    : "The invoice is ready once the order is confirmed."}
                </p>
              )}
            </div>
          </AdminPanel>
        </div>
      </div>
    </>
  );
}

function NoteRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-[12px] font-bold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="break-words whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

function OrderItems({ order }: { order: Order }) {
  return (
    <>
      <ul className="divide-y divide-sand">
        {order.cart.map((line) => (
          <li key={line._id} className="flex gap-3 py-3 first:pt-0">
            <span className="h-20 w-16 shrink-0 overflow-hidden rounded-lg bg-ivory-deep">
              {line.images[0] && (
                <SizedImage src={line.images[0]} sizes="64px" alt="" className="h-full w-full object-cover" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <Link
                to={`/product/${line.productId}`}
                className="font-display text-[18px] leading-snug font-semibold text-ink hover:text-maroon"
              >
                {line.name}
              </Link>
              <p className="text-[13px] text-ink-muted">
                {line.size !== NO_SIZE && <>Size {line.size} · </>}Quantity {line.quantity} × {formatRupees(line.price)}
              </p>
              {(line.discount ?? 0) > 0 && (
                <p className="text-[13px] text-leaf">Its share of the discounts: − {formatRupees(line.discount!)}</p>
              )}
              <LineServices line={line} />
            </div>
            <p className="shrink-0 text-[14px] font-bold text-ink">{formatRupees(line.price * line.quantity)}</p>
          </li>
        ))}
      </ul>
      {deliveryPromiseText(order) && (
        <p className="mt-2 border-t border-sand pt-3 text-[14px] font-semibold text-ink">
          {deliveryPromiseText(order)}
        </p>
      )}
      {(order.discounts ?? []).length > 0 && (
        <ul aria-label="Discounts" className="mt-2 space-y-1 border-t border-sand pt-3 text-[15px]">
          {order.discounts!.map((discount) => (
            <li key={discount.promotionId} className="flex justify-between gap-3">
              <span className="text-ink-muted">
                {discount.code ? (
                  <>
                    Code <span className="font-semibold text-ink">{discount.code}</span>
                  </>
                ) : (
                  discount.title
                )}
              </span>
              <span className="shrink-0 font-semibold text-leaf">− {formatRupees(discount.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex justify-between border-t border-sand pt-3 text-[15px]">
        <span className="text-ink-muted">Delivery</span>
        <span className="font-semibold text-leaf">{formatPaise(DELIVERY_CHARGE_PAISE)}</span>
      </div>
      <div className="mt-1 flex justify-between text-[17px]">
        <span className="font-bold text-ink">Total</span>
        <span className="font-bold text-ink">{formatRupees(order.totalPrice)}</span>
      </div>
    </>
  );
}

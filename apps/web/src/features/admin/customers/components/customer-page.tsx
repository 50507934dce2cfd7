import type { Customer } from "@pallu/domain";
import { ButtonLink } from "@/components/ui/button";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { formatDay } from "@/lib/format";
import { Toggle } from "../../shared/components/fields";
import { AdminPageHeader, AdminPanel } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { toastResult } from "../../shared/progress-toast";
import { useGetCustomerQuery, useSetCodAllowedMutation } from "../api/customers-api";
import { CustomerAddresses } from "./customer-addresses";
import { CustomerFigures } from "./customer-figures";
import { CustomerOrders } from "./customer-orders";
import { DetailRow } from "../../shared/components/detail-row";
import { StaffNotesPanel } from "../../shared/components/staff-notes-panel";

const back = (
  <ButtonLink to="/admin/users" variant="ghost" size="sm">
    <ArrowLeftIcon size={17} /> Users
  </ButtonLink>
);

function Contacts({ customer }: { customer: Customer }) {
  const link = "text-maroon hover:underline";
  return (
    <dl className="divide-y divide-sand">
      <DetailRow label="Email">
        {customer.email ? (
          <a href={`mailto:${customer.email}`} className={link}>
            {customer.email}
          </a>
        ) : (
          "None"
        )}
      </DetailRow>
      <DetailRow label="Phone">
        {customer.phone ? (
          <a href={`tel:${customer.phone}`} className={link}>
            {customer.phone}
          </a>
        ) : (
          "None"
        )}
      </DetailRow>
      <DetailRow label="Customer since">{formatDay(customer.createdAt)}</DetailRow>
      <DetailRow label="Account">{customer.isVerified ? "Verified" : "Not verified"}</DetailRow>
    </dl>
  );
}

function CodSwitch({ customer }: { customer: Customer }) {
  const [setCodAllowed] = useSetCodAllowedMutation();
  return (
    <div className="space-y-2">
      <Toggle
        label="Cash on delivery"
        description="Turn off for a customer whose cash-on-delivery parcels keep coming back."
        checked={customer.codAllowed}
        onChange={(allowed) => void toastResult(setCodAllowed({ userId: customer._id, allowed }))}
      />
      <p className="px-1 text-[13px] text-ink-muted">
        {customer.codAllowed
          ? "Offered at checkout, within the shop's limits."
          : "Off: at checkout this customer can pay online only."}
      </p>
    </div>
  );
}

/** /admin/customers/:userId: who the customer is, their record with the shop, and their cash-on-delivery switch. */
export function CustomerPage({ userId }: { userId: string }) {
  const { data, isLoading } = useGetCustomerQuery(userId, { refetchOnMountOrArgChange: true });

  if (isLoading) return <Spinner label="Loading customer" />;
  if (!data) {
    return (
      <>
        <AdminPageHeader title="Customer" actions={back} />
        <EmptyState title="Customer not found">They may have deleted their account.</EmptyState>
      </>
    );
  }
  const { customer, summary, addresses, orders } = data;
  const moreOrders = summary.orders - orders.length;
  const deskSearch = customer.email ?? customer.phone;
  return (
    <>
      <AdminPageHeader
        title={customer.fullname}
        intro={`Customer since ${formatDay(customer.createdAt)}`}
        actions={back}
      />
      <div className="space-y-5">
        <CustomerFigures summary={summary} />
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="space-y-5 lg:order-last">
            <AdminPanel title="Contacts">
              <Contacts customer={customer} />
            </AdminPanel>
            <AdminPanel title="Payment">
              <CodSwitch customer={customer} />
            </AdminPanel>
            <StaffNotesPanel subject={{ kind: "customer", id: customer._id }} />
          </div>
          <AdminPanel
            title="Orders"
            description={moreOrders > 0 ? `The ${orders.length} newest of ${summary.orders}.` : undefined}
            actions={
              <div className="flex flex-wrap gap-2">
                <ButtonLink to={`/admin/new-order?customer=${customer._id}`} variant="gold" size="sm">
                  New order
                </ButtonLink>
                {moreOrders > 0 && deskSearch ? (
                <ButtonLink to={`/admin/orders?q=${encodeURIComponent(deskSearch)}`} variant="outline" size="sm">
                  All their orders
                </ButtonLink>
                ) : null}
              </div>
            }
          >
            {orders.length === 0 ? <EmptyState title="No Orders Found" /> : <CustomerOrders orders={orders} />}
          </AdminPanel>
        </div>
        <AdminPanel title="Addresses">
          <CustomerAddresses addresses={addresses} />
        </AdminPanel>
      </div>
    </>
  );
}

import { formatRupees } from "@pallu/domain";
import { savingText } from "@/lib/promotion-text";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PencilIcon, PlusIcon, TrashIcon } from "../../shared/components/admin-icons";
import { AdminPageHeader } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { StatusBadge } from "../../shared/components/status-badge";
import { toastResult } from "../../shared/progress-toast";
import {
  useDeletePromotionMutation,
  useGetAllPromotionsQuery,
  useUpdatePromotionMutation,
  type Promotion,
} from "../api/admin-promotions-api";
import {
  bodyFromDraft,
  draftFromPromotion,
  promotionStatus,
  scheduleText,
  usesText,
  type PromotionStatus,
} from "../promotion-form-model";
import { GenerateCodesDialog } from "./generate-codes-dialog";

const STATUS_LABELS: Record<PromotionStatus, string> = {
  active: "Active",
  paused: "Paused",
  scheduled: "Scheduled",
  ended: "Ended",
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-bold tracking-[0.08em] whitespace-nowrap text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 truncate text-[15px] font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function PromotionRow({
  promotion,
  now,
  busy,
  onToggle,
  onDelete,
  onCodes,
}: {
  promotion: Promotion;
  now: Date;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onCodes: () => void;
}) {
  const status = promotionStatus(promotion, now);
  return (
    <li className="grid gap-4 px-4 py-4 md:px-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,2.7fr)_16rem] lg:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={STATUS_LABELS[status]} />
          {promotion.code ? (
            <span className="rounded-md border border-dashed border-gold/70 bg-gold/[0.07] px-2 py-0.5 text-[12px] font-bold tracking-[0.1em] text-maroon-dark">
              {promotion.code}
            </span>
          ) : (
            <span className="text-[12px] font-semibold text-ink-muted">Automatic</span>
          )}
        </div>
        <p className="mt-1.5 font-display text-[21px] leading-tight font-semibold text-ink">{promotion.title}</p>
        <p className="mt-0.5 text-[13px] font-semibold text-leaf">
          {savingText(promotion)}
          {promotion.paymentType === "online" && <span className="text-ink-muted"> · prepaid only</span>}
          {promotion.minCartValue !== null && (
            <span className="text-ink-muted"> · over {formatRupees(promotion.minCartValue)}</span>
          )}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-4">
          <Figure label="Schedule (IST)" value={scheduleText(promotion)} />
        </div>
        <Figure label="Uses" value={usesText(promotion)} />
        <Figure label="Orders" value={String(promotion.ordersCount)} />
        <Figure label="Discount given" value={formatRupees(promotion.discountGiven)} />
        <Figure label="Revenue" value={formatRupees(promotion.revenue)} />
        {promotion.codes.total > 0 && (
          <Figure label="Single-use codes" value={`${promotion.codes.used} of ${promotion.codes.total} used`} />
        )}
      </dl>
      <div className="flex flex-wrap items-center gap-1 lg:justify-end">
        {status !== "ended" && (
          <Button variant="outline" size="sm" disabled={busy} onClick={onToggle}>
            {promotion.active ? "Pause" : "Resume"}
          </Button>
        )}
        {promotion.code && (
          <Button variant="ghost" size="sm" onClick={onCodes} aria-label={`Single-use codes of ${promotion.title}`}>
            Codes
          </Button>
        )}
        <ButtonLink
          to={`/admin/promotions/${promotion._id}`}
          variant="ghost"
          size="sm"
          aria-label={`Edit ${promotion.title}`}
        >
          <PencilIcon size={16} /> Edit
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete ${promotion.title}`}
          className="hover:!bg-saffron/12 hover:!text-saffron-deep"
        >
          <TrashIcon size={16} /> Delete
        </Button>
      </div>
    </li>
  );
}

/** /admin/promotions: every coupon and automatic offer with its state, uses, discount given and revenue. */
export function PromotionsPage() {
  const { data: promotions, isLoading, refetch } = useGetAllPromotionsQuery();
  const [update, updating] = useUpdatePromotionMutation();
  const [remove, removing] = useDeletePromotionMutation();
  const [toDelete, setToDelete] = useState<Promotion | null>(null);
  const [codesFor, setCodesFor] = useState<Promotion | null>(null);
  const now = new Date();

  const toggle = (promotion: Promotion) =>
    void toastResult(
      update({
        promotionId: promotion._id,
        ...bodyFromDraft(draftFromPromotion(promotion)),
        active: !promotion.active,
      }),
    );

  return (
    <>
      <AdminPageHeader
        title="Promotions"
        intro="Coupon codes and automatic offers. Shoppers always get the best valid combination; the server prices every order."
        actions={
          <ButtonLink to="/admin/promotions/new" size="sm">
            <PlusIcon size={17} /> New promotion
          </ButtonLink>
        }
      />
      {isLoading ? (
        <Spinner label="Loading promotions" />
      ) : !promotions || promotions.length === 0 ? (
        <EmptyState title="No promotions yet">
          <p>Create a coupon code for a sale, or an automatic offer such as ₹100 off on prepaid orders.</p>
        </EmptyState>
      ) : (
        <ul
          aria-label="Promotions"
          className="divide-y divide-sand overflow-hidden rounded-2xl border border-sand bg-white shadow-card"
        >
          {promotions.map((promotion) => (
            <PromotionRow
              key={promotion._id}
              promotion={promotion}
              now={now}
              busy={updating.isLoading || removing.isLoading}
              onToggle={() => toggle(promotion)}
              onDelete={() => setToDelete(promotion)}
              onCodes={() => setCodesFor(promotion)}
            />
          ))}
        </ul>
      )}
      {codesFor && (
        <GenerateCodesDialog
          key={codesFor._id}
          open
          promotion={codesFor}
          onClose={() => setCodesFor(null)}
          onGenerated={() => void refetch()}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.title ?? "this promotion"}?`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (toDelete) void toastResult(remove(toDelete._id));
        }}
        onClose={() => setToDelete(null)}
      >
        <p>Shoppers can no longer use it. Orders that used it keep it on their records.</p>
      </ConfirmDialog>
    </>
  );
}

import { ButtonLink } from "@/components/ui/button";
import { AdminPageHeader } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { useGetAllPromotionsQuery } from "../api/admin-promotions-api";
import { PromotionForm } from "./promotion-form";

/** /admin/promotions/new and /admin/promotions/:id. */
export function PromotionFormPage({ promotionId }: { promotionId: string | undefined }) {
  const { data: promotions, isLoading } = useGetAllPromotionsQuery(undefined, { skip: !promotionId });
  if (!promotionId) {
    return (
      <>
        <AdminPageHeader title="New promotion" intro="A coupon code, or an automatic offer when it has no code." />
        <PromotionForm key="new" />
      </>
    );
  }
  const promotion = promotions?.find((item) => item._id === promotionId);
  return (
    <>
      <AdminPageHeader title="Edit promotion" intro={promotion?.title} />
      {isLoading ? (
        <Spinner label="Loading promotion" />
      ) : promotion ? (
        <PromotionForm key={promotion._id} promotion={promotion} />
      ) : (
        <EmptyState title="No Promotion Found">
          <ButtonLink to="/admin/promotions" size="sm" className="mt-2">
            Go Back
          </ButtonLink>
        </EmptyState>
      )}
    </>
  );
}

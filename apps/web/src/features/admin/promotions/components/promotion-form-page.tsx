import { CreateOrEditPage } from "../../shared/components/create-or-edit-page";
import { useGetAllPromotionsQuery } from "../api/admin-promotions-api";
import { PromotionForm } from "./promotion-form";

/** /admin/promotions/new and /admin/promotions/:id. */
export function PromotionFormPage({ promotionId }: { promotionId: string | undefined }) {
  const { data: promotions, isLoading } = useGetAllPromotionsQuery(undefined, { skip: !promotionId });
  return (
    <CreateOrEditPage
      id={promotionId}
      records={promotions}
      isLoading={isLoading}
      noun="Promotion"
      create={{ title: "New promotion", intro: "A coupon code, or an automatic offer when it has no code." }}
      edit={{ title: "Edit promotion", intro: (promotion) => promotion.title }}
      backTo="/admin/promotions"
      form={(promotion) => <PromotionForm key={promotion?._id ?? "new"} promotion={promotion} />}
    />
  );
}

import { useParams } from "react-router";
import { useSession } from "@/features/auth";
import { useProduct } from "@/features/catalogue";
import { ProductReviewsPage } from "@/features/reviews";

/** /reviews/{id}: the product's name, picture and rating come from the catalogue. */
export default function ProductReviewsRoute() {
  const { id = "" } = useParams();
  const { data: product } = useProduct(id);
  const { isAdmin } = useSession();
  return (
    <ProductReviewsPage
      key={id}
      productId={id}
      isAdmin={isAdmin}
      product={
        product && {
          name: product.name,
          rating: product.rating,
          reviewCount: product.reviewCount,
          image: product.images[0] ?? null,
        }
      }
    />
  );
}

import { ButtonLink } from "@/components/ui/button";
import { ShareToChats } from "@/components/ui/share-to-chats";
import { AdminPageHeader } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { useGetAdminProductQuery } from "../api/admin-products-api";
import { emptyProductForm, productFormFromProduct } from "../product-form-model";
import { ProductForm } from "./product-form";

/** /admin/product (create) and /admin/product/:id (edit, once the product has loaded). */
export function ProductFormPage({ productId }: { productId: string | undefined }) {
  const { data, isFetching, isError } = useGetAdminProductQuery(productId ?? "", {
    skip: !productId,
    refetchOnMountOrArgChange: true,
  });

  if (!productId) {
    return (
      <>
        <AdminPageHeader title="Add Product" intro="A new saree or garment for the shop." />
        <ProductForm key="new" initial={emptyProductForm()} />
      </>
    );
  }

  const product = data?.product._id === productId && !isError ? data.product : null;
  return (
    <>
      <AdminPageHeader
        title="Update Product"
        intro={product?.name}
        actions={product && !product.hidden ? <ShareToChats product={{ name: product.name, slug: product.slug, price: product.minPrice }} /> : undefined}
      />
      {product && !isFetching ? (
        <ProductForm key={productId} initial={productFormFromProduct(product)} productId={productId} />
      ) : isFetching ? (
        <Spinner label="Fetching Product" />
      ) : (
        <EmptyState title="No Product Found">
          <p>It may have been deleted.</p>
          <ButtonLink to="/admin/product" size="sm" className="mt-4">
            Add Product
          </ButtonLink>
        </EmptyState>
      )}
    </>
  );
}

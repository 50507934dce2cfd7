import { ButtonLink } from "@/components/ui/button";
import { AdminPageHeader } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { useGetAdminCategoriesQuery } from "../api/admin-categories-api";
import { CategoryForm } from "./category-form";

/** /admin/add-category and /admin/add-category/:id. */
export function CategoryFormPage({ categoryId }: { categoryId: string | undefined }) {
  const { data: categories, isLoading } = useGetAdminCategoriesQuery(undefined, { skip: !categoryId });
  if (!categoryId) {
    return (
      <>
        <AdminPageHeader
          title="Add Category"
          intro="Categories group the shop's products and appear as tiles on the home page."
        />
        <CategoryForm key="new" />
      </>
    );
  }
  const category = categories?.find((item) => item._id === categoryId);
  return (
    <>
      <AdminPageHeader title="Update Category" intro={category?.name} />
      {isLoading ? (
        <Spinner label="Loading category" />
      ) : category ? (
        <CategoryForm key={category._id} category={category} />
      ) : (
        <EmptyState title="No Category Found">
          <ButtonLink to="/admin/manage-category" size="sm" className="mt-2">
            Go Back
          </ButtonLink>
        </EmptyState>
      )}
    </>
  );
}

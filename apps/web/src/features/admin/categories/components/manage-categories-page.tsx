import type { Category } from "@pallu/domain";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { SizedImage } from "@/components/ui/sized-image";
import { pluralize } from "@/lib/format";
import { PencilIcon, PlusIcon, TrashIcon } from "../../shared/components/admin-icons";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AdminPageHeader } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { toastResult } from "../../shared/progress-toast";
import { useDeleteCategoryMutation, useGetAdminCategoriesQuery } from "../api/admin-categories-api";
import { useCan } from "../../shared/use-can";

/** Category names with Edit and Delete (docs/shop-rules.md#categories); the empty text is the spec's own. */
export function ManageCategoriesPage() {
  const { data: categories, isLoading } = useGetAdminCategoriesQuery();
  const [deleteCategory, deletion] = useDeleteCategoryMutation();
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const can = useCan();

  return (
    <>
      <AdminPageHeader
        title="Manage Category"
        actions={
          <ButtonLink to="/admin/add-category" size="sm">
            <PlusIcon size={17} /> Add Category
          </ButtonLink>
        }
      />
      {isLoading ? (
        <Spinner label="Loading categories" />
      ) : !categories || categories.length === 0 ? (
        <EmptyState title="No Product Found" />
      ) : (
        <ul className="divide-y divide-sand overflow-hidden rounded-2xl border border-sand bg-white shadow-card">
          {categories.map((category) => (
            <li key={category._id} className="flex items-center gap-3 px-3 py-2.5 md:px-5">
              <span className="h-12 w-12 shrink-0 overflow-hidden rounded-lg bg-ivory-deep">
                {category.image && (
                  <SizedImage src={category.image} sizes="48px" alt="" className="h-full w-full object-cover" />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-display text-[20px] font-semibold text-ink">{category.name}</p>
                <p className="text-[12px] text-ink-muted">{pluralize(category.productCount, "product", "products")}</p>
              </div>
              <ButtonLink
                to={`/admin/add-category/${category._id}`}
                variant="ghost"
                size="sm"
                aria-label={`Edit ${category.name}`}
              >
                <PencilIcon size={16} />
                <span className="hidden sm:inline">Edit</span>
              </ButtonLink>
              {can("catalogue.delete") && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={deletion.isLoading}
                  onClick={() => setToDelete(category)}
                  aria-label={`Delete ${category.name}`}
                  className="hover:!bg-saffron/12 hover:!text-saffron-deep"
                >
                  <TrashIcon size={16} />
                  <span className="hidden sm:inline">Delete</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.name ?? "this category"}?`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (toDelete) void toastResult(deleteCategory(toDelete._id));
        }}
        onClose={() => setToDelete(null)}
      >
        <p>Its tile leaves the home page. Products in it stay in the shop without a category.</p>
      </ConfirmDialog>
    </>
  );
}

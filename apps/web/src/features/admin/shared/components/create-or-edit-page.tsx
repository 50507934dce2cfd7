import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { AdminPageHeader } from "./page-header";
import { EmptyState, Spinner } from "./states";

/**
 * A back-office form page that creates a record, or edits the one its address names once the list
 * holding it has loaded; an unknown id offers the way back.
 */
export function CreateOrEditPage<T extends { _id: string }>({
  id,
  records,
  isLoading,
  noun,
  create,
  edit,
  backTo,
  form,
}: {
  id: string | undefined;
  records: readonly T[] | undefined;
  isLoading: boolean;
  /** "Category", "Promotion": the not-found title and loading label say it. */
  noun: string;
  create: { title: string; intro: string };
  edit: { title: string; intro: (record: T) => string };
  backTo: string;
  form: (record?: T) => ReactNode;
}) {
  if (!id) {
    return (
      <>
        <AdminPageHeader title={create.title} intro={create.intro} />
        {form()}
      </>
    );
  }
  const record = records?.find((item) => item._id === id);
  return (
    <>
      <AdminPageHeader title={edit.title} intro={record && edit.intro(record)} />
      {isLoading ? (
        <Spinner label={`Loading ${noun.toLowerCase()}`} />
      ) : record ? (
        form(record)
      ) : (
        <EmptyState title={`No ${noun} Found`}>
          <ButtonLink to={backTo} size="sm" className="mt-2">
            Go Back
          </ButtonLink>
        </EmptyState>
      )}
    </>
  );
}

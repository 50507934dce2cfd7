import type { AdminUser } from "@pallu/domain";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { formatDay, pluralize } from "@/lib/format";
import { TrashIcon } from "../../shared/components/admin-icons";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SearchBox } from "../../shared/components/fields";
import { AdminPageHeader } from "../../shared/components/page-header";
import { PagedList } from "../../shared/components/paged-list";
import { withProgressToast } from "../../shared/progress-toast";
import { useDeleteUserMutation, useGetAllUsersQuery } from "../api/admin-users-api";
import { CardFigure } from "../../shared/components/detail-row";
import { useCan } from "../../shared/use-can";

const SEARCH_DELAY_MS = 350;

/** /admin/users: customers found by name, email or phone; deleting one removes their personal data. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [typed, setTyped] = useState(search);
  const { data, isLoading, isFetching } = useGetAllUsersQuery({ page, search });
  const [deleteUser, deletion] = useDeleteUserMutation();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const can = useCan();

  // The address follows the search box after a short pause, so each key press is not a request.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = window.setTimeout(() => {
      const next = new URLSearchParams();
      if (typed.trim()) next.set("search", typed.trim());
      setParams(next, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, search, setParams]);

  return (
    <>
      <AdminPageHeader
        title="Users"
        intro={
          data
            ? `${pluralize(data.customers, "customer", "customers")} (the dashboard's Total Users) and ${pluralize(data.admins, "admin", "admins")}.`
            : undefined
        }
      />
      <SearchBox
        role="search"
        label="Search users by name, email or phone"
        className="mb-5 block max-w-xl"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder="Name, email or phone"
      />
      <PagedList
        items={data?.users}
        pagination={data?.pagination}
        isLoading={isLoading}
        isFetching={isFetching}
        loadingLabel="Loading users"
        emptyTitle="No User Found"
      >
        {(users, dimmed) => (
          <ul
            className={`divide-y divide-sand overflow-hidden rounded-2xl border border-sand bg-white shadow-card ${dimmed}`}
          >
            {users.map((user) => (
              <li key={user._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-display text-[20px] leading-tight font-semibold text-ink">
                      {user.fullname}
                    </span>
                    {user.userType === "Admin" && (
                      <span className="rounded-full bg-maroon px-2 py-0.5 text-[11px] font-bold tracking-wide text-ivory">
                        Admin
                      </span>
                    )}
                    <span
                      className={`rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide ${user.isVerified ? "bg-leaf/12 text-leaf" : "bg-saffron/15 text-saffron-deep"}`}
                    >
                      {user.isVerified ? "Verified" : "Not verified"}
                    </span>
                  </p>
                  <p className="mt-0.5 truncate text-[13px] text-ink-muted">
                    {[user.email, user.phone].filter(Boolean).join(" · ") || "No contact details"}
                  </p>
                </div>
                <dl className="flex gap-5 text-[13px]">
                  <CardFigure label="Orders">{user.ordersCount}</CardFigure>
                  <CardFigure label="Joined">{formatDay(user.createdAt)}</CardFigure>
                </dl>
                {user.userType !== "Admin" && can("customers.delete") && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={deletion.isLoading}
                    onClick={() => setToDelete(user)}
                    aria-label={`Delete ${user.fullname}`}
                    className="hover:!bg-saffron/12 hover:!text-saffron-deep"
                  >
                    <TrashIcon size={16} /> Delete
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.fullname ?? "this user"}?`}
        confirmLabel="Delete user"
        onConfirm={() => {
          if (toDelete) void withProgressToast("Deleting User", deleteUser(toDelete._id));
        }}
        onClose={() => setToDelete(null)}
      >
        <p>
          Their name, contact details and addresses are erased and they can no longer sign in. Their orders are kept for
          the shop’s accounts.
        </p>
      </ConfirmDialog>
    </>
  );
}

import { ROLES, STAFF_ROLES, type StaffMember, type StaffRole } from "@pallu/domain";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/lib/format";
import { TrashIcon } from "../../shared/components/admin-icons";
import { AdminPageHeader, AdminPanel } from "../../shared/components/page-header";
import { EmptyState, Spinner } from "../../shared/components/states";
import { withProgressToast } from "../../shared/progress-toast";
import { useGetStaffQuery, useRemoveStaffMutation, useUpdateStaffMutation } from "../api/admin-staff-api";
import { InviteForm } from "./invite-form";
import { RoleTable } from "./role-table";

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLES[role].title }));

function MemberRow({ member, onlyOwner, onRemove }: { member: StaffMember; onlyOwner: boolean; onRemove: () => void }) {
  const [updateStaff, updating] = useUpdateStaffMutation();
  const change = (role: StaffRole) =>
    withProgressToast("Changing the role...", updateStaff({ staffId: member._id, role }));
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{member.fullname}</p>
        <p className="truncate text-[13px] text-ink-muted">
          {member.email ?? member.phone} · since {formatDay(member.createdAt)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor={`role-${member._id}`}>
          Role of {member.fullname}
        </label>
        <select
          id={`role-${member._id}`}
          value={member.role}
          disabled={updating.isLoading || onlyOwner}
          title={onlyOwner ? "The shop must keep at least one owner" : undefined}
          onChange={(event) => void change(event.target.value as StaffRole)}
          className="h-10 rounded-lg border border-sand bg-white px-3 text-[14px] font-semibold text-maroon"
        >
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {!onlyOwner && (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${member.fullname} from the staff`}>
            <TrashIcon size={16} />
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}

/** /admin/staff (owners): who works in the back office and with which role; invitations; the role table. */
export function StaffPage() {
  const { data, isLoading } = useGetStaffQuery();
  const [removeStaff, removing] = useRemoveStaffMutation();
  const [toRemove, setToRemove] = useState<StaffMember | null>(null);
  const owners = data?.staff.filter((member) => member.role === "owner").length ?? 0;
  const confirmRemoval = async () => {
    if (toRemove) await withProgressToast("Removing...", removeStaff(toRemove._id));
    setToRemove(null);
  };

  return (
    <>
      <AdminPageHeader
        title="Staff"
        intro="Everyone who works in the back office, each with one role. A changed role or a removal signs them out at once."
      />
      <div className="space-y-5">
        <AdminPanel title="Members">
          {isLoading ? (
            <Spinner label="Loading the staff" />
          ) : !data || data.staff.length === 0 ? (
            <EmptyState title="No staff yet" />
          ) : (
            <ul className="divide-y divide-sand">
              {data.staff.map((member) => (
                <MemberRow
                  key={member._id}
                  member={member}
                  onlyOwner={member.role === "owner" && owners === 1}
                  onRemove={() => setToRemove(member)}
                />
              ))}
            </ul>
          )}
          {data && data.invites.length > 0 && (
            <div className="mt-5 border-t border-sand pt-4">
              <h3 className="text-[15px] font-bold">Invitations waiting</h3>
              <ul className="mt-2 space-y-1 text-[13px] text-ink-muted">
                {data.invites.map((invite) => (
                  <li key={invite._id}>
                    <span className="font-semibold text-ink">{invite.fullname}</span> ({invite.email ?? invite.phone})
                    as {ROLES[invite.role].title}, until {formatDay(invite.expiresAt)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </AdminPanel>
        <InviteForm />
        <RoleTable />
      </div>
      <ConfirmDialog
        open={toRemove !== null}
        title={`Remove ${toRemove?.fullname ?? ""} from the staff?`}
        confirmLabel="Remove"
        busy={removing.isLoading}
        onClose={() => setToRemove(null)}
        onConfirm={() => void confirmRemoval()}
      >
        They are signed out at once and can no longer open the back office. Their own orders and account stay.
      </ConfirmDialog>
    </>
  );
}

import { can, type Permission, type StaffRole } from "@pallu/domain";
import { useAppSelector } from "@/lib/store-hooks";

type WithStaffRole = { auth: { user: { role?: StaffRole | null } | null } };

/** The signed-in member of staff's role, from getUser; null while it loads or for anyone else. */
export function useStaffRole(): StaffRole | null {
  return useAppSelector((state: WithStaffRole) => state.auth.user?.role ?? null);
}

/** Whether the member's role holds a permission: the back office shows a screen or a button only then (the server checks again). */
export function useCan(): (permission: Permission) => boolean {
  const role = useStaffRole();
  return (permission) => can(role, permission);
}

import { AsyncLocalStorage } from "node:async_hooks";

/** The member of staff a request acts for, and where it came from: what the audit log records. */
export type StaffActor = { id: string; name: string; ip: string | null };

const current = new AsyncLocalStorage<StaffActor>();

/**
 * Runs the rest of a staff member's request knowing who acts, so the audit log can name them from
 * wherever the change is made (an order step's effects, a setting's save) without every service
 * passing the request along.
 */
export function actingAs<T>(actor: StaffActor, work: () => T): T {
  return current.run(actor, work);
}

export function currentStaffActor(): StaffActor | undefined {
  return current.getStore();
}

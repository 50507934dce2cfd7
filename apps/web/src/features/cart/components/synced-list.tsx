import type { ReactNode } from "react";
import type { SyncStatus } from "../cart-slice";
import { SyncProblem } from "./sync-problem";

/**
 * A saved list (cart or wishlist) while it syncs: nothing is ever shown as empty before it is known
 * to be. A failed sync with nothing kept offers a retry, a first load shows `skeleton` (a guest's
 * list is in the browser, never loading), then `empty` or the lines.
 */
export function SyncedList({
  what,
  status,
  count,
  isGuest = false,
  onRetry,
  skeleton,
  empty,
  children,
}: {
  what: string;
  status: SyncStatus;
  count: number;
  isGuest?: boolean;
  onRetry: () => void;
  skeleton: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (status === "failed" && count === 0) return <SyncProblem what={what} onRetry={onRetry} />;
  const loading = !isGuest && (status === "idle" || status === "loading");
  if (loading && count === 0) return skeleton;
  return count === 0 ? empty : children;
}

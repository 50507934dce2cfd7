import { Button } from "@/components/ui/button";

/** The saved lists could not be fetched: nothing is shown as if it were empty, and retrying is one press. */
export function SyncProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-sand bg-white/60 px-6 py-12 text-center">
      <p className="font-display text-[24px] font-semibold text-maroon-dark">We could not load your {what}</p>
      <p className="max-w-sm text-ink-muted">Please check your connection; your {what} is safe with us.</p>
      <Button onClick={onRetry} className="mt-2">
        Try again
      </Button>
    </div>
  );
}

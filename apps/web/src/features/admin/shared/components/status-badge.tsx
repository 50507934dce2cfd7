import { statusFromWire } from "@pallu/domain";

const TONES: Record<string, string> = {
  pending: "bg-saffron/15 text-saffron-deep",
  confirmed: "bg-gold-light/40 text-gold-text",
  shipped: "bg-maroon/10 text-maroon",
  delivered: "bg-leaf/12 text-leaf",
  cancelled: "bg-ink/8 text-ink-muted",
  return_requested: "bg-saffron/15 text-saffron-deep",
  returned: "bg-maroon/10 text-maroon",
  refunded: "bg-leaf/12 text-leaf",
  // A promotion's state.
  active: "bg-leaf/12 text-leaf",
  scheduled: "bg-gold-light/40 text-gold-text",
  paused: "bg-saffron/15 text-saffron-deep",
  ended: "bg-ink/8 text-ink-muted",
};

/** An order's status as the API spells it (or a promotion's state), coloured by what it means. */
export function StatusBadge({ status }: { status: string }) {
  const tone = TONES[statusFromWire(status) ?? status.toLowerCase()] ?? "bg-ink/8 text-ink";
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-[12px] font-bold tracking-wide ${tone}`}>
      {status}
    </span>
  );
}

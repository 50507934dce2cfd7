import { statusLabel, statusTone, type StatusTone } from "../order-rules";

const tones: Record<StatusTone, string> = {
  waiting: "bg-gold-light/35 text-gold-text ring-gold/40",
  moving: "bg-saffron/15 text-saffron-deep ring-saffron/40",
  done: "bg-leaf/12 text-leaf ring-leaf/35",
  stopped: "bg-maroon/8 text-maroon ring-maroon/30",
};

export function StatusChip({ status, className = "" }: { status: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-[12px] font-bold tracking-wide ring-1 ring-inset ${tones[statusTone(status)]} ${className}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {statusLabel(status)}
    </span>
  );
}

import { historyActorText, historyEventText, type OrderHistoryEntry } from "@pallu/domain";

const when = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/**
 * Every change to an order, oldest first: when (India time), who (an admin sees names; a shopper
 * sees "You" and "The shop"), what changed and what was said with it.
 */
export function OrderHistory({ history, viewer }: { history: OrderHistoryEntry[]; viewer: "shopper" | "admin" }) {
  if (history.length === 0) return <p className="text-[13px] text-ink-muted">No changes recorded yet.</p>;
  return (
    <ol aria-label="Order history" className="relative flex flex-col gap-3 border-l border-sand pl-4">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative text-[13.5px]">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-gold"
          />
          <p className="font-semibold text-ink">{historyEventText(entry)}</p>
          {entry.detail && <p className="text-ink">{entry.detail}</p>}
          <p className="text-[12.5px] text-ink-muted">
            {historyActorText(entry, viewer)} · <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

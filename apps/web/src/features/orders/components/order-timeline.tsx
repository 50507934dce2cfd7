import { orderDay } from "../order-dates";
import { statusLabel, timelineOf, type TimelineStep } from "../order-rules";

const dot: Record<TimelineStep["state"], string> = {
  done: "border-leaf bg-leaf text-ivory",
  current: "border-maroon bg-maroon text-ivory ring-4 ring-maroon/15",
  upcoming: "border-sand bg-ivory text-ink-muted",
};

/** Where the order is on its way, step by step (Pending → … → Delivered, or its return's path). */
export function OrderTimeline({
  order,
  label = order.orderType === "Return" ? "Return progress" : "Order progress",
}: {
  order: Parameters<typeof timelineOf>[0];
  label?: string;
}) {
  const steps = timelineOf(order);
  return (
    <ol aria-label={label} className="flex items-start">
      {steps.map((step, index) => {
        const stopped = step.status === "Cancelled";
        return (
          <li
            key={step.status}
            aria-current={step.state === "current" ? "step" : undefined}
            className="relative flex flex-1 flex-col items-center gap-2 text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-[13px] h-0.5 ${step.state === "upcoming" ? "bg-sand" : "bg-leaf/70"}`}
                style={{ right: "calc(50% + 18px)", width: "calc(100% - 36px)" }}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-7 w-7 items-center justify-center rounded-full border-2 text-[12px] font-bold ${
                stopped ? "border-maroon bg-maroon text-ivory ring-4 ring-maroon/15" : dot[step.state]
              }`}
            >
              {stopped ? "✕" : step.state === "done" ? "✓" : index + 1}
            </span>
            <span
              className={`px-1 text-[12px] leading-tight font-semibold md:text-[13px] ${step.state === "upcoming" ? "text-ink-muted" : "text-ink"}`}
            >
              {statusLabel(step.status)}
              {step.at && (
                <time dateTime={step.at} className="mt-0.5 block text-[11px] font-normal text-ink-muted md:text-[12px]">
                  {orderDay(step.at)}
                </time>
              )}
              <span className="sr-only">
                {step.state === "done" ? " (done)" : step.state === "current" ? " (current)" : " (to come)"}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

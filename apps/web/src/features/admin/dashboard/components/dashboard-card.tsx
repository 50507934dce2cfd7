import type { ReactNode } from "react";

/**
 * A titled white card of the dashboard: the heading names the section for screen readers, with an
 * optional `action` beside it and a one-line `note` under it. `spacing` places it among its neighbours.
 */
export function DashboardCard({
  id,
  title,
  spacing,
  note,
  action,
  children,
}: {
  id: string;
  title: string;
  spacing: "mt-5" | "mb-5";
  note?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-[20px] font-semibold">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={id}
      className={`${spacing} rounded-2xl border border-sand bg-white p-4 shadow-card md:p-5`}
    >
      {action ? (
        <div className="mb-2 flex items-baseline justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {note && <p className="mt-1 text-[13px] text-ink-muted">{note}</p>}
      {children}
    </section>
  );
}

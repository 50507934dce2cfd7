import type { ReactNode } from "react";

/** A titled panel of the account page; `id` makes it a link target such as #manageAccount. */
export function SectionCard({
  id,
  eyebrow,
  title,
  action,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28 rounded-3xl border border-sand bg-ivory p-5 md:p-8">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3 border-b border-sand pb-4">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`} className="mt-1 text-[26px] font-semibold md:text-[30px]">
            {title}
          </h2>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

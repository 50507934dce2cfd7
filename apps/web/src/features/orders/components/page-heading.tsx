import type { ReactNode } from "react";
import { ZariRule } from "@/components/ui/ornament";

/** The title of an order screen: the page's one h1 over a zari rule. */
export function PageHeading({
  eyebrow,
  title,
  id,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  id?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mt-4 mb-6 flex flex-col items-center gap-1.5 text-center md:mb-8">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 id={id} className="text-[30px] font-semibold lining-nums md:text-[40px]">
        {title}
      </h1>
      <ZariRule />
      {children}
    </header>
  );
}

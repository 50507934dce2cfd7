import type { ReactNode } from "react";
import { Link } from "@/lib/link";

/** A zari-like rule: two gold threads meeting at a small woven motif. */
export function ZariRule({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 200 14"
      preserveAspectRatio="xMidYMid meet"
      className={`h-3.5 w-44 text-gold ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 7h78M122 7h78" stroke="currentColor" strokeWidth="1" />
      <path d="M0 9.5h70M130 9.5h70" stroke="currentColor" strokeWidth="0.5" opacity="0.6" />
      <path d="M100 1l6 6-6 6-6-6z" fill="currentColor" />
      <path d="M100 4.2 102.8 7 100 9.8 97.2 7z" fill="#FBF7F0" />
      <circle cx="86" cy="7" r="1.6" fill="currentColor" />
      <circle cx="114" cy="7" r="1.6" fill="currentColor" />
    </svg>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  action,
  id,
  align = "center",
}: {
  eyebrow?: string;
  title: ReactNode;
  action?: { to: string; label: string };
  id?: string;
  align?: "center" | "start";
}) {
  const centred = align === "center";
  return (
    <div className={`mb-6 flex flex-col gap-1.5 md:mb-8 ${centred ? "items-center text-center" : "items-start"}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="text-[28px] font-semibold md:text-[38px]">
        {title}
      </h2>
      <ZariRule className={centred ? "" : "-ml-2"} />
      {action && (
        <Link
          to={action.to}
          className="mt-1 text-[13px] font-semibold tracking-wide text-maroon underline decoration-gold/60 underline-offset-4 hover:decoration-maroon"
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}

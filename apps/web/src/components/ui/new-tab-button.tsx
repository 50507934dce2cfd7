import type { ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";

/**
 * A link drawn as a button that opens in a new tab. Another site's page (`offsite`, such as a
 * courier's tracking page) is not told which page of the shop the shopper came from.
 */
export function NewTabButton({
  href,
  offsite = false,
  variant,
  size,
  className = "",
  children,
}: {
  href: string;
  offsite?: boolean;
  variant: ButtonVariant;
  size: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={offsite ? "noopener noreferrer" : "noopener"}
      className={buttonClasses(variant, size, className)}
    >
      {children}
    </a>
  );
}

import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "@/lib/link";
import { CloseIcon } from "./icons";

type Variant = "primary" | "gold" | "outline" | "ghost";
type Size = "sm" | "md" | "lg";
export type { Variant as ButtonVariant, Size as ButtonSize };

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:opacity-60 select-none";

const variants: Record<Variant, string> = {
  primary: "bg-maroon text-ivory hover:bg-maroon-dark shadow-sm",
  gold: "bg-gold-light text-maroon-dark hover:bg-[#e6c77a] shadow-sm",
  outline: "border border-maroon/70 text-maroon hover:bg-maroon hover:text-ivory",
  ghost: "text-maroon hover:bg-maroon/8",
};

const sizes: Record<Size, string> = {
  sm: "h-9 px-4 text-[13px]",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-[15px]",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}

export function ButtonLink({ variant, size, className = "", ...rest }: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}

/** A round, icon-only button; the label is what screen readers announce. */
export function IconButton({
  label,
  className = "",
  type = "button",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-maroon transition-colors hover:bg-maroon/8 ${className}`}
      {...rest}
    />
  );
}

/** The round × that closes a dialog, a sheet or a menu, or clears a field; `className` sizes, colours and places it. */
export function CloseButton({
  label,
  iconSize,
  className = "",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; iconSize?: number }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`inline-flex items-center justify-center rounded-full ${className}`}
      {...rest}
    >
      <CloseIcon size={iconSize} />
    </button>
  );
}

import { useEffect, useEffectEvent, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Placement = "center" | "left" | "right" | "bottom" | "full";

const panelPlacement: Record<Placement, string> = {
  center: "relative m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] overflow-y-auto rounded-2xl animate-rise-in",
  left: "fixed inset-y-0 left-0 h-dvh w-[min(22rem,88vw)] overflow-y-auto animate-slide-from-left",
  right: "fixed inset-y-0 right-0 h-dvh w-[min(22rem,88vw)] overflow-y-auto animate-slide-from-right",
  bottom: "fixed inset-x-0 bottom-0 max-h-[88dvh] overflow-y-auto rounded-t-2xl animate-slide-from-bottom",
  full: "fixed inset-0 overflow-hidden animate-fade-in",
};

/**
 * The shell of every dialog and drawer: rendered above the page, the rest of the page inert,
 * focus kept inside and given back afterwards, Esc and a click outside close it.
 */
export function Modal({
  open,
  onClose,
  label,
  labelledBy,
  placement = "center",
  panelClassName = "",
  children,
}: {
  open: boolean;
  onClose: () => void;
  label?: string;
  labelledBy?: string;
  placement?: Placement;
  panelClassName?: string;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const page = document.getElementById("root");
    page?.setAttribute("inert", "");
    document.body.setAttribute("data-scroll-locked", "");

    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>("[data-autofocus]") ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus({ preventScroll: true });

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== "Tab" || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === panel)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      page?.removeAttribute("inert");
      document.body.removeAttribute("data-scroll-locked");
      previouslyFocused?.focus?.({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex bg-ink/55 backdrop-blur-[2px] animate-fade-in"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`bg-ivory shadow-2xl outline-none ${panelPlacement[placement]} ${panelClassName}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

import { TOAST_DURATION_MS, TOAST_LIMIT } from "@pallu/domain";
import { useEffect } from "react";
import { createPortal } from "react-dom";
import toast, { Toaster, useToasterStore } from "react-hot-toast";

/** At most TOAST_LIMIT toasts on screen; the oldest make way. */
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

/** Rendered outside the app root so toasts stay announced while a dialog makes the page inert. */
export function ShopToaster() {
  useToastLimit(TOAST_LIMIT);
  return createPortal(
    <Toaster
      position="top-center"
      gutter={8}
      containerStyle={{ top: 12 }}
      toastOptions={{
        duration: TOAST_DURATION_MS.default,
        success: { duration: TOAST_DURATION_MS.success, iconTheme: { primary: "#2f6b3a", secondary: "#fbf7f0" } },
        error: { duration: TOAST_DURATION_MS.error, iconTheme: { primary: "#e8891c", secondary: "#231b17" } },
        style: {
          background: "#231b17",
          color: "#fbf7f0",
          borderRadius: "999px",
          padding: "10px 16px",
          fontSize: "14px",
          fontWeight: 600,
          maxWidth: "min(92vw, 420px)",
        },
      }}
    />,
    document.body,
  );
}

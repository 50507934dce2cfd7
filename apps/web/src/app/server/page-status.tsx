import { createContext, useContext } from "react";

/** How a page rendered on the server tells the renderer the status its answer carries. */
export type ReportStatus = (status: number) => void;

const ReportStatusContext = createContext<ReportStatus | null>(null);
export const PageStatusReporter = ReportStatusContext.Provider;

/** Marks the page being rendered on the server as "not found"; in the browser it does nothing. */
export function NotFoundStatus() {
  useContext(ReportStatusContext)?.(404);
  return null;
}

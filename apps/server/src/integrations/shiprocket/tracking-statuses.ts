/**
 * Shiprocket's shipment statuses (its `current_status_id` / `shipment_status_id` and their
 * labels, as its tracking webhook sends them) and what each means to the shop. A status not listed
 * is recorded as the courier's last word and changes nothing else.
 */
export type TrackingMeaning =
  "in_transit" | "out_for_delivery" | "delivered" | "ndr" | "rto" | "rto_delivered" | "exception";

const STATUSES: readonly { id: number; label: string; meaning: TrackingMeaning }[] = [
  { id: 6, label: "SHIPPED", meaning: "in_transit" },
  { id: 42, label: "PICKED UP", meaning: "in_transit" },
  { id: 18, label: "IN TRANSIT", meaning: "in_transit" },
  { id: 51, label: "HANDOVER TO COURIER", meaning: "in_transit" },
  { id: 38, label: "REACHED AT DESTINATION HUB", meaning: "in_transit" },
  { id: 48, label: "REACHED WAREHOUSE", meaning: "in_transit" },
  { id: 50, label: "IN FLIGHT", meaning: "in_transit" },
  { id: 22, label: "DELAYED", meaning: "in_transit" },
  { id: 39, label: "MISROUTED", meaning: "in_transit" },
  { id: 17, label: "OUT FOR DELIVERY", meaning: "out_for_delivery" },
  { id: 7, label: "DELIVERED", meaning: "delivered" },
  { id: 21, label: "UNDELIVERED", meaning: "ndr" },
  { id: 77, label: "ISSUE RELATED TO THE RECIPIENT", meaning: "ndr" },
  { id: 9, label: "RTO INITIATED", meaning: "rto" },
  { id: 14, label: "RTO ACKNOWLEDGED", meaning: "rto" },
  { id: 46, label: "RTO IN TRANSIT", meaning: "rto" },
  { id: 40, label: "RTO NDR", meaning: "rto" },
  { id: 41, label: "RTO OFD", meaning: "rto" },
  { id: 75, label: "RTO LOCK", meaning: "rto" },
  { id: 78, label: "REACHED BACK AT SELLER CITY", meaning: "rto" },
  { id: 10, label: "RTO DELIVERED", meaning: "rto_delivered" },
  { id: 12, label: "LOST", meaning: "exception" },
  { id: 24, label: "DESTROYED", meaning: "exception" },
  { id: 25, label: "DAMAGED", meaning: "exception" },
  { id: 44, label: "DISPOSED OFF", meaning: "exception" },
  { id: 76, label: "UNTRACEABLE", meaning: "exception" },
];
const BY_ID = new Map(STATUSES.map((status) => [status.id, status.meaning]));
const BY_LABEL = new Map(STATUSES.map((status) => [status.label, status.meaning]));

/** What a tracking status means: by its number when Shiprocket sends one, else by its label. */
export function trackingMeaningOf(statusId: number | undefined, label: string): TrackingMeaning | undefined {
  const byId = statusId === undefined ? undefined : BY_ID.get(statusId);
  return (
    byId ??
    BY_LABEL.get(
      label
        .trim()
        .toUpperCase()
        .replace(/[\s_-]+/g, " "),
    )
  );
}

/**
 * When an event happened: Shiprocket writes India's wall-clock time, "23 05 2023 11:43:52" in
 * `current_timestamp` (or "2023-05-23 11:43:52" in its scans).
 */
export function trackingTimeOf(text: string | undefined): Date | undefined {
  const value = text?.trim().slice(0, 40) ?? "";
  const dayFirst = /^(\d{2})[ /-](\d{2})[ /-](\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  const parts = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
    : yearFirst?.slice(1, 7);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = Date.UTC(year, month - 1, day, hour, minute, second) - 330 * 60_000;
  return Number.isFinite(at) && month >= 1 && month <= 12 && day >= 1 && day <= 31 ? new Date(at) : undefined;
}

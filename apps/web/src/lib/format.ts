import { indiaDate } from "@pallu/domain";
/** Review dates are shown as yyyy-mm-dd (docs/shop-rules.md#reviews), the day in India, as the server renders it. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : indiaDate(date);
}

export function initials(fullname: string): string {
  const parts = fullname.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

export function pluralize(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;
}

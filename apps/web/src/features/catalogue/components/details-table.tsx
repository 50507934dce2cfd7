import type { Detail } from "@pallu/domain";

/** The product's information table: one row per heading and detail, in the seller's order. */
export function DetailsTable({ details, caption }: { details: Detail[]; caption?: string }) {
  if (details.length === 0) return null;
  return (
    <table className="w-full border-collapse text-left text-[14px]">
      {caption && <caption className="sr-only">{caption}</caption>}
      <tbody>
        {details.map((row, index) => (
          <tr key={index} className="border-b border-sand last:border-b-0">
            <th scope="row" className="w-[38%] py-2.5 pr-4 align-top font-semibold text-ink-muted">
              {row.heading}
            </th>
            <td className="py-2.5 align-top text-ink">{row.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

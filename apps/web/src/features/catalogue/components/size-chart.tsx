import { sizeChartRows } from "@pallu/domain";

/** The category's size chart, folded under the sizes: the first row is the heading. */
export function SizeChart({ chart }: { chart: string | null | undefined }) {
  const [head, ...rows] = sizeChartRows(chart);
  if (!head) return null;
  return (
    <details className="group rounded-xl border border-sand bg-white/55 px-4 py-3 text-[14px]">
      <summary className="cursor-pointer font-bold text-maroon marker:text-gold">Size chart</summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-gold/50">
              {head.map((cell, index) => (
                <th key={index} scope="col" className="py-2 pr-4 font-semibold text-ink">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-b border-sand last:border-b-0">
                {row.map((cell, column) => (
                  <td
                    key={column}
                    className={`py-2 pr-4 ${column === 0 ? "font-semibold text-ink" : "text-ink-muted"}`}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

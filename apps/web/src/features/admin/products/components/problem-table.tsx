/** A row of a file's problem list: the line it is on, what it names (column or picture) and the problem. */
export type ProblemRow = { line: number; subject: string; message: string };

/** The problems found in an imported file, one row each, scrolling when there are many. */
export function ProblemTable({
  caption,
  subjectHeading,
  rows,
  monoBreak = false,
}: {
  caption: string;
  subjectHeading: string;
  rows: ProblemRow[];
  /** Long subjects (addresses) break anywhere rather than widen the table. */
  monoBreak?: boolean;
}) {
  return (
    <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-sand">
      <table className="w-full text-left text-[13px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-ivory-deep">
          <tr>
            <th scope="col" className="px-3 py-2">
              Line
            </th>
            <th scope="col" className="px-3 py-2">
              {subjectHeading}
            </th>
            <th scope="col" className="px-3 py-2">
              Problem
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t border-sand align-top">
              <td className="px-3 py-2 tabular-nums">{row.line}</td>
              <td className={`px-3 py-2 font-mono ${monoBreak ? "max-w-[12rem] break-all" : ""}`}>
                {row.subject || "—"}
              </td>
              <td className="px-3 py-2 break-words">{row.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

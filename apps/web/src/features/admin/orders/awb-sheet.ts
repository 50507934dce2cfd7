/**
 * AWBs the seller pastes or uploads for orders they ship at once: one order a line, its number
 * then its AWB, separated by a comma, tab, semicolon or spaces (what a courier's or a sheet's CSV
 * export gives). A heading line, blank lines and orders not being shipped are left out; the ones
 * not being shipped are named so that the seller can see them.
 */
export function readAwbSheet(
  text: string,
  orderNumbers: readonly string[],
): { awbs: Record<string, string>; unknown: string[] } {
  const wanted = new Map(orderNumbers.map((number) => [number.toUpperCase(), number]));
  const awbs: Record<string, string> = {};
  const unknown: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [first, second] = line
      .split(/[,;\t]|\s+/)
      .map((cell) =>
        cell
          .trim()
          .replace(/^"(.*)"$/, "$1")
          .trim(),
      )
      .filter(Boolean);
    if (!first || !second) continue;
    const number = wanted.get(first.replace(/^#/, "").toUpperCase());
    if (number) awbs[number] = second;
    else if (/\d/.test(first)) unknown.push(first);
  }
  return { awbs, unknown };
}

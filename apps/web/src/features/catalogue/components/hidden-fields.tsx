/** Fields a form sends as they are: before the page's script runs, how its other filters ride along. */
export function HiddenFields({ params }: { params: URLSearchParams }) {
  return [...params].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

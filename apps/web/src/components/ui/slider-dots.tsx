/** The position dots of a slider; each is a button naming the slide it shows, a 24 px target at least. */
export function SliderDots({
  count,
  index,
  onSelect,
  label,
  tone = "light",
}: {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  label: (index: number) => string;
  tone?: "light" | "dark";
}) {
  if (count <= 1) return null;
  const idle = tone === "light" ? "bg-ivory/60 hover:bg-ivory" : "bg-maroon/25 hover:bg-maroon/50";
  const active = tone === "light" ? "bg-gold-light" : "bg-maroon";
  return (
    <div className="flex items-center justify-center">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={label(i)}
          aria-current={i === index ? "true" : undefined}
          onClick={() => onSelect(i)}
          className="group inline-flex h-6 min-w-6 items-center justify-center px-1"
        >
          <span
            className={`block h-1.5 rounded-full transition-all duration-300 ${i === index ? `w-6 ${active}` : `w-1.5 ${idle}`}`}
          />
        </button>
      ))}
    </div>
  );
}

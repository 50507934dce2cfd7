/** Shown while a page's code arrives; the gold threads sweep unless motion is reduced. */
export function PageLoader() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-label="Loading">
      <span className="block h-0.5 w-32 overflow-hidden rounded-full bg-sand">
        <span className="block h-full w-1/3 animate-[loader-sweep_1.1s_ease-in-out_infinite] bg-gold" />
      </span>
    </div>
  );
}

import { Link } from "@/lib/link";
import { BagIcon } from "@/components/ui/icons";
import { useAppSelector } from "@/lib/store-hooks";
import { selectCartCount } from "../cart-slice";

/** The header's bag: a link to /cart with the number of pieces in it; on a phone, only once there are some. */
export function CartCountLink({ className = "" }: { className?: string }) {
  const count = useAppSelector(selectCartCount);
  const label = count === 0 ? "My Cart" : `My Cart, ${count} ${count === 1 ? "piece" : "pieces"}`;
  return (
    <Link
      to="/cart"
      aria-label={label}
      title="My Cart"
      className={`relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-maroon transition-colors hover:bg-maroon/8 ${count === 0 ? "max-md:hidden" : ""} ${className}`}
    >
      <BagIcon size={23} />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-maroon px-1 text-[10px] leading-none font-extrabold text-ivory ring-2 ring-ivory"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}

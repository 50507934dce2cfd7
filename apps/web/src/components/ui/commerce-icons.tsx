import { iconOf } from "./icons";

/** Icons of the cart, wishlist and checkout screens (plus and trash live in account-icons, the tick in icons). */
export const MinusIcon = iconOf(<path d="M5 12h14" />);
export const CashIcon = iconOf(
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.6" />
    <path d="M6 9.5v5M18 9.5v5" />
  </>,
);
export const CardIcon = iconOf(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </>,
);
/** A price tag: coupons and offers. */
export const TagIcon = iconOf(
  <>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7a1 1 0 0 1 .7.3l7.8 7.8a1 1 0 0 1 0 1.4l-7.7 7.7a1 1 0 0 1-1.4 0l-7.8-7.8a1 1 0 0 1-.3-.7z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);

import { iconOf } from "./icons";

/*
 * Icons of the parts that load after a page's first screen (orders, checkout, a product's gallery
 * and delivery check). The module of icons.tsx loads whole with every first load,
 * with every icon any page uses from it, so these live apart.
 */

export const ZoomIcon = iconOf(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4 4M11 8v6M8 11h6" />
  </>,
);
export const PackageIcon = iconOf(
  <>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9L12 3Z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
  </>,
);
export const CheckIcon = iconOf(<path d="m5 12.5 4.5 4.5L19 7.5" />);

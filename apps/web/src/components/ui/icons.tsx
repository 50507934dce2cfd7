import { useId, type ReactNode, type SVGProps } from "react";

/** The shop's icon set: inline SVG, drawn with currentColor, hidden from screen readers. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ size = 22, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/**
 * One icon of the set from its drawing, framed by `Frame` (the outlined Icon unless told). Marked
 * free of side effects so that the bundler drops every icon a chunk does not use.
 */
/* @__NO_SIDE_EFFECTS__ */
export function iconOf(drawing: ReactNode, Frame: (props: IconProps & { children: ReactNode }) => ReactNode = Icon) {
  return (props: IconProps) => <Frame {...props}>{drawing}</Frame>;
}

export const MenuIcon = iconOf(<path d="M4 7h16M4 12h11M4 17h16" />);
export const SearchIcon = iconOf(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4 4" />
  </>,
);
export const CloseIcon = iconOf(<path d="M6 6l12 12M18 6 6 18" />);
export const ArrowLeftIcon = iconOf(<path d="M19 12H5M11 6l-6 6 6 6" />);
export const ChevronLeftIcon = iconOf(<path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = iconOf(<path d="m9 5 7 7-7 7" />);
export const HomeIcon = iconOf(<path d="M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5" />);
export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} fill={filled ? "currentColor" : "none"}>
    <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.4a4.4 4.4 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />
  </Icon>
);
export const ShareIcon = iconOf(
  <>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
  </>,
);
export const EyeIcon = iconOf(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const FilterIcon = iconOf(<path d="M4 6h16M7 12h10M10 18h4" />);
export const UserIcon = iconOf(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </>,
);
export const BagIcon = iconOf(
  <>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </>,
);

/** The star of ratings; `fill` 0, 0.5 or 1 draws an empty, half or full star. */
export function StarGlyph({ fill, size = 16 }: { fill: 0 | 0.5 | 1; size?: number }) {
  const clipId = useId();
  const path = "M12 3.2l2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 17.1 6.6 20l1.1-6.1-4.5-4.3 6.1-.8L12 3.2Z";
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      {fill === 1 && <path d={path} fill="currentColor" />}
      {fill === 0.5 && <path d={path} fill="currentColor" clipPath={`url(#${clipId})`} />}
    </svg>
  );
}

import { iconOf } from "./icons";

/** Icons of the shop's promises and contact details, used below the fold. */
export const TruckIcon = iconOf(
  <>
    <path d="M3 6.5h11v9H3zM14 9.5h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17.5" cy="17.5" r="1.8" />
  </>,
);
export const SealIcon = iconOf(
  <>
    <path d="M12 2.8 14.2 5l3-.4.6 3 2.6 1.6-1.3 2.8 1.3 2.8-2.6 1.6-.6 3-3-.4L12 21.2 9.8 19l-3 .4-.6-3L3.6 14.8 4.9 12 3.6 9.2l2.6-1.6.6-3 3 .4L12 2.8Z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </>,
);
/** A shuttle on warp threads: bought straight from the weaver. */
export const LoomIcon = iconOf(
  <>
    <path d="M5 3v18M9 3v18M13 3v18M19 3v18" />
    <path d="M3 12c3-2.2 6-2.2 9 0s6 2.2 9 0" />
  </>,
);
export const ShieldIcon = iconOf(
  <>
    <path d="M12 3 5 6v5.5c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6l-7-3Z" />
    <rect x="9" y="10.5" width="6" height="5" rx="1" />
    <path d="M10.2 10.5V9a1.8 1.8 0 0 1 3.6 0v1.5" />
  </>,
);
export const MailIcon = iconOf(
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
);
export const PhoneIcon = iconOf(
  <path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2Z" />,
);
export const MapPinIcon = iconOf(
  <>
    <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
);

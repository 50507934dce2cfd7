import type { ReactNode } from "react";
import { Icon, iconOf, type IconProps } from "./icons";

/* Brand marks are filled glyphs, a little smaller than the outlined set. */
function BrandIcon({ size = 20, ...rest }: IconProps & { children: ReactNode }) {
  return <Icon size={size} fill="currentColor" stroke="none" {...rest} />;
}
export const WhatsAppIcon = iconOf(
  <path d="M12 2.2a9.7 9.7 0 0 0-8.4 14.6L2.3 21.8l5.1-1.3A9.7 9.7 0 1 0 12 2.2Zm0 17.7c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 19.9Zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2 4.6 4.6 0 0 0 1 2.5 10.6 10.6 0 0 0 4 3.6c1.5.6 2.1.7 2.9.6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.5-.3Z" />,
  BrandIcon,
);
export const FacebookIcon = iconOf(
  <path d="M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.9.3-1.5 1.6-1.5h1.7V4a22 22 0 0 0-2.5-.1c-2.4 0-4.1 1.5-4.1 4.2v2.3H7.5v3.2h2.7v8h3.3Z" />,
  BrandIcon,
);
export const XIcon = iconOf(
  <path d="M17.8 3h3.1l-6.8 7.7 8 10.6h-6.3l-4.9-6.4-5.6 6.4H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.4h1.7L7.4 4.8H5.5l11.2 14.6Z" />,
  BrandIcon,
);
export const InstagramIcon = iconOf(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </>,
);
export const PinterestIcon = iconOf(
  <path d="M12.2 2.2C6.9 2.2 4 5.8 4 9.7c0 1.8 1 4 2.5 4.7.2.1.4 0 .4-.2l.3-1.3c0-.1 0-.3-.1-.4a4.9 4.9 0 0 1-.9-2.8 5.4 5.4 0 0 1 5.6-5.4c3.1 0 5.2 2.1 5.2 5 0 3.3-1.7 5.6-3.8 5.6-1.2 0-2.1-1-1.8-2.2.3-1.4 1-3 1-4.1 0-.9-.5-1.7-1.6-1.7-1.3 0-2.3 1.3-2.3 3.1 0 1.1.4 1.9.4 1.9l-1.5 6.3c-.3 1.3 0 3.3.1 4.2 0 .2.3.2.4.1.5-.6 1.8-2.5 2.2-4l.8-3.1c.4.8 1.7 1.5 3 1.5 4 0 6.9-3.7 6.9-8.3 0-4.4-3.6-7.7-8.2-7.7Z" />,
  BrandIcon,
);
export const YouTubeIcon = iconOf(
  <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />,
  BrandIcon,
);

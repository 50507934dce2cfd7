import { iconOf } from "./icons";

/** Icons of the account screens: forms, profile and addresses. */
export const EyeOffIcon = iconOf(
  <>
    <path d="M4 4l16 16M9.9 5.8A9.7 9.7 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.9 3.6M6.4 7.4A16 16 0 0 0 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);
export const PencilIcon = iconOf(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
export const TrashIcon = iconOf(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const PlusIcon = iconOf(<path d="M12 5v14M5 12h14" />);
export const CameraIcon = iconOf(
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
export const LogoutIcon = iconOf(<path d="M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10" />);
export const BadgeCheckIcon = iconOf(
  <>
    <path d="M12 3 14.6 5l3.2-.1.9 3.1 2.6 1.9-1.1 3.1 1.1 3-2.6 1.9-.9 3.1-3.2-.1L12 21l-2.6-2-3.2.1-.9-3.1L2.7 14l1.1-3-1.1-3.1L5.3 6l.9-3.1 3.2.1z" />
    <path d="m8.5 12 2.4 2.4 4.6-4.8" />
  </>,
);
export const AlertIcon = iconOf(
  <>
    <path d="M12 3 22 20H2z" />
    <path d="M12 10v4M12 17v.5" />
  </>,
);

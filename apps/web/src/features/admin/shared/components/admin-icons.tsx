import { iconOf } from "@/components/ui/icons";

export { PlusIcon } from "@/components/ui/account-icons";

/** Icons only the back office uses, drawn like the shop's own set. */
export const ArrowUpIcon = iconOf(<path d="M12 19V5M6 11l6-6 6 6" />);
export const ArrowDownIcon = iconOf(<path d="M12 5v14M6 13l6 6 6-6" />);
export const TrashIcon = iconOf(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);
export const PencilIcon = iconOf(<path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />);
export const ImageIcon = iconOf(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m4 18 5-5 4 4 3-3 4 4" />
  </>,
);
export const ExternalIcon = iconOf(<path d="M14 5h5v5M19 5l-8 8M18 14v5H5V6h5" />);

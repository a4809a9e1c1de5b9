// The tables' icons.
import { defineIcon } from "@/components/ui/icon";

export const SearchIcon = defineIcon(
  "SearchIcon",
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const ChevronLeftIcon = defineIcon("ChevronLeftIcon", <path d="m15 6-6 6 6 6" />);

export const ChevronRightIcon = defineIcon("ChevronRightIcon", <path d="m9 6 6 6-6 6" />);

export const TrashIcon = defineIcon("TrashIcon", <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />);

export const PencilIcon = defineIcon("PencilIcon", <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />);

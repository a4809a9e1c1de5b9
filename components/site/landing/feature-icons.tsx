// 24px line icons for the landing page's feature tiles (decorative).
import { defineIcon } from "@/components/ui/icon";

export const CardsIcon = defineIcon(
  "CardsIcon",
  <>
    <rect x="3" y="6" width="13" height="15" rx="2" />
    <path d="M8 3h11a2 2 0 0 1 2 2v13" />
  </>,
  24,
);

export const ClockIcon = defineIcon(
  "ClockIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </>,
  24,
);

export const HeartIcon = defineIcon("HeartIcon", <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />, 24);

export const NoteIcon = defineIcon(
  "NoteIcon",
  <>
    <path d="M5 3h10l4 4v14H5z" />
    <path d="M15 3v4h4M9 12h6M9 16h4" />
  </>,
  24,
);

export const StoryIcon = defineIcon(
  "StoryIcon",
  <path d="M3 5a2 2 0 0 1 2-2h5a2 2 0 0 1 2 2v16a2 2 0 0 0-2-2H3zM21 5a2 2 0 0 0-2-2h-5a2 2 0 0 0-2 2v16a2 2 0 0 1 2-2h7z" />,
  24,
);

export const ContextIcon = defineIcon(
  "ContextIcon",
  <>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </>,
  24,
);

export const AmbiguousIcon = defineIcon("AmbiguousIcon", <path d="M7 4 3 8l4 4M3 8h13M17 12l4 4-4 4M21 16H8" />, 24);

// The flashcards screen's icons (the buttons a word page shares are in components/word-buttons/).
import { defineIcon } from "@/components/ui/icon";

export const ArrowLeftIcon = defineIcon("ArrowLeftIcon", <path d="M19 12H5M11 18l-6-6 6-6" />);

export const ArrowRightIcon = defineIcon("ArrowRightIcon", <path d="M5 12h14M13 6l6 6-6 6" />);

export const ArrowDownIcon = defineIcon("ArrowDownIcon", <path d="M12 5v14M6 13l6 6 6-6" />);

export const FlipIcon = defineIcon(
  "FlipIcon",
  <>
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
    <path d="M3 21v-5h5" />
  </>,
);

export const CheckIcon = defineIcon("CheckIcon", <path d="m5 12.5 4.5 4.5L19 7.5" />);

export const CrossIcon = defineIcon("CrossIcon", <path d="M6 6l12 12M18 6 6 18" />);

export const KeyboardIcon = defineIcon(
  "KeyboardIcon",
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <path d="M6.5 10h.01M10 10h.01M13.5 10h.01M17 10h.01M7.5 14h9" />
  </>,
);

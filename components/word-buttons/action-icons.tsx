// The icons of the buttons a card and a word page share (heart, pronounce,
// review). Each is one static drawing whose pressed look comes from the
// button's aria-pressed (icon-button.module.css), so a server page can draw
// them and hand them to its client buttons: the word page's JavaScript then
// carries no icon code.
import { defineIcon } from "@/components/ui/icon";
import styles from "./icon-button.module.css";

export const HeartIcon = defineIcon(
  "HeartIcon",
  <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />,
);

export const SpeakerIcon = defineIcon(
  "SpeakerIcon",
  <>
    <path d="M11 5 6 9H3v6h3l5 4V5Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </>,
);

/** The review deck: a card in front of another, with a plus to add it, or a tick once it is in (both drawn; the button shows one). */
export const ReviewIcon = defineIcon(
  "ReviewIcon",
  <>
    <path d="M7 3.5h11a2 2 0 0 1 2 2V16" />
    <rect x="4" y="7" width="12" height="14" rx="2" className={styles.deckCard} />
    <path d="M10 11v6M7 14h6" className={styles.whenOut} />
    <path d="m7 14 2.2 2.2L13 12" className={styles.whenIn} />
  </>,
);

// Every route list the site's navigation, sitemap and robots rules use, in one
// place. Labels are exact to the letter (docs/product.md#pages-and-navigation).

export type NavLink = { readonly label: string; readonly href: string };

/** The header's main links. */
export const HEADER_LINKS = [
  { label: "Home", href: "/" },
  { label: "Category", href: "/flashcards" },
  { label: "Contact Us", href: "/contact" },
  { label: "About Us", href: "/about" },
] as const satisfies readonly NavLink[];

/** The visitor's buttons; a signed-in user sees the profile button instead. */
export const LOGIN_LINK = { label: "Log In", href: "/login" } as const satisfies NavLink;
export const REGISTER_LINK = { label: "Sign Up", href: "/register" } as const satisfies NavLink;
/** The account page, in the profile dropdown and the slide-in menu's profile entry. */
export const ACCOUNT_LINK = { label: "Account", href: "/account" } as const satisfies NavLink;
/** The learner's progress, in the learning bar, the profile dropdown and the slide-in menu. */
export const PROGRESS_LINK = { label: "Progress", href: "/progress" } as const satisfies NavLink;

/** The second navigation bar, shown on these routes and below them. */
export const LEARNING_LINKS = [
  { label: "Flashcards", href: "/flashcards" },
  // The review queue, right after the cards that feed it.
  { label: "Review", href: "/review" },
  // The learner's progress, beside the review that makes it.
  PROGRESS_LINK,
  { label: "Ambiguous Words", href: "/ambiguous_words" },
  { label: "Learn with Context", href: "/learn_with_context" },
  { label: "Learn with story", href: "/learn_with_story" },
  { label: "Learn with Friends", href: "/learn_with_friends" },
  { label: "Favourites", href: "/favourites" },
  { label: "My Notes", href: "/mynotes" },
] as const satisfies readonly NavLink[];

/** True for a learning route itself and any path below it, never for a mere prefix (`/flashcardsx`). */
export function isLearningPath(pathname: string): boolean {
  return LEARNING_LINKS.some(({ href }) => isSameOrBelow(pathname, href));
}

/** Whether a link to `href` is the current page: `/` only on `/`, other links on their own subtree too. */
export function isCurrentLink(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : isSameOrBelow(pathname, href);
}

function isSameOrBelow(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The flashcard categories in menu order: stored value and label. */
export const FLASHCARD_CATEGORIES = [
  { value: "unseen", label: "Unseen Words" },
  { value: "seen", label: "Seen Words" },
  { value: "favourite", label: "Favourite Words" },
  { value: "remember", label: "Remember Words" },
  { value: "unremember", label: "Unremember Words" },
] as const;

export type FlashcardCategory = (typeof FLASHCARD_CATEGORIES)[number]["value"];

export const DEFAULT_FLASHCARD_CATEGORY: FlashcardCategory = "unseen";

/** The local-storage key and its cookie mirror (the cookie lets the server render the chosen category). */
export const FLASHCARD_CATEGORY_KEY = "flashCardCategory";

export function isFlashcardCategory(value: unknown): value is FlashcardCategory {
  return FLASHCARD_CATEGORIES.some((category) => category.value === value);
}

/** Public, indexable pages: the sitemap lists exactly these (and the word and story pages). */
export const PUBLIC_PAGES = [
  "/",
  "/flashcards",
  "/learn_with_context",
  "/ambiguous_words",
  "/test_vocabulary",
  "/learn_with_story",
  "/learn_with_friends",
  "/contact",
  "/about",
] as const;

/** Ambiguous Words: the confusable sets, and contrast rounds on them. */
export const AMBIGUOUS_WORDS_PATH = "/ambiguous_words";

/** Learn with Friends: making a challenge to share (docs/challenges.md). */
export const LEARN_WITH_FRIENDS_PATH = "/learn_with_friends";

/** Account, personal and utility paths crawlers should leave alone. */
export const NON_INDEXED_PATHS = [
  "/login",
  "/register",
  "/forgotpass",
  "/verifyemail",
  "/favourites",
  "/mynotes",
  "/review",
  "/progress",
  "/account",
  "/error",
  "/api/",
] as const;

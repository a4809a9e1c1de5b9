// Why a visitor is on the login page, so the page can say so. The
// redirects stay as they are (/login?callbackUrl=…); the reason travels
// beside them: a short-lived cookie set by the client code that sends a
// visitor to log in (a heart, Remember, a category that needs an account),
// or, for a protected page middleware sent them from, the return path itself.
// Shared by the login page (server) and the client; imports only lib/navigation.
import { FLASHCARD_CATEGORIES, type FlashcardCategory } from "@/lib/navigation";

/** Cookie name; its value is a LoginReason. Read by the login page, cleared once the page has shown it. */
export const LOGIN_REASON_COOKIE = "loginReason";
/** Long enough for the trip to the login page, short enough not to greet a later visit with a stale reason. */
export const LOGIN_REASON_MAX_AGE_SECONDS = 5 * 60;

const ACTION_REASONS = {
  favourite: "Log in to keep favourites.",
  remember: "Log in to mark the words you remember.",
  unremember: "Log in to mark the words you don't remember yet.",
  review: "Log in to add words to your review.",
  notes: "Log in to keep notes on words.",
} as const;

type ActionReason = keyof typeof ACTION_REASONS;
type CategoryReason = `category-${Exclude<FlashcardCategory, "unseen">}`;
export type LoginReason = ActionReason | CategoryReason;

/** Whether a visitor choosing `category` is sent to log in (visitors study unseen words only). */
export function categoryNeedsAccount(category: FlashcardCategory): category is Exclude<FlashcardCategory, "unseen"> {
  return category !== "unseen";
}

export function categoryReason(category: Exclude<FlashcardCategory, "unseen">): LoginReason {
  return `category-${category}`;
}

/** What the login page says for `reason`, or null for anything else (the cookie is never trusted to be one). */
export function loginReasonText(reason: unknown): string | null {
  if (typeof reason !== "string") return null;
  if (Object.hasOwn(ACTION_REASONS, reason)) return ACTION_REASONS[reason as ActionReason];
  const category = FLASHCARD_CATEGORIES.find(({ value }) => value !== "unseen" && reason === `category-${value}`);
  return category ? `Log in to study your ${category.label}.` : null;
}

/** The protected pages (lib/auth/routes.ts), each with what it is for. */
const PAGE_REASONS: readonly (readonly [string, string])[] = [
  ["/favourites", "Log in to see your favourites."],
  ["/mynotes", "Log in to see your notes."],
  ["/review", "Log in to review your words."],
  ["/progress", "Log in to see your progress."],
  ["/account", "Log in to manage your account."],
];

/** What the login page says for a visitor sent from `returnPath` (a protected page), or null. */
export function returnPathReasonText(returnPath: string | null): string | null {
  if (!returnPath) return null;
  const pathname = returnPath.split(/[?#]/, 1)[0] ?? "";
  return PAGE_REASONS.find(([base]) => pathname === base || pathname.startsWith(`${base}/`))?.[1] ?? null;
}

// Every page of the site, in one list, for the checks that must visit them
// all (accessibility, keyboard). A page added to the app is one line here.
//
// access: who can see the page itself. "all" pages are checked signed out and
// signed in; "guest" pages (signed-in users are redirected away) signed out
// only; "user" pages (visitors are sent to /login) signed in only.

import { isLearningPath } from "@/lib/navigation";
import { storySlugs } from "@/lib/stories/story-files";
import { storyHref } from "@/lib/stories/story-path";

/** A story's page, for the checks that visit one: the first story file (the stories come and go). */
export const A_STORY_PATH = storyHref(storySlugs()[0]!);

export type RouteAccess = "all" | "guest" | "user";

export type AuditedRoute = {
  /** Path and query to open. */
  readonly path: string;
  readonly access: RouteAccess;
  /** A page that answers 404 on purpose (the not-found page). */
  readonly notFound?: boolean;
};

export const SITE_ROUTES: readonly AuditedRoute[] = [
  { path: "/", access: "all" },
  { path: "/about", access: "all" },
  { path: "/contact", access: "all" },
  { path: "/ambiguous_words", access: "all" },
  { path: "/learn_with_context", access: "all" },
  { path: "/test_vocabulary", access: "all" },
  { path: "/learn_with_story", access: "all" },
  { path: A_STORY_PATH, access: "all" },
  { path: "/learn_with_story/your-text", access: "all" },
  { path: "/learn_with_friends", access: "all" },
  { path: "/flashcards", access: "all" },
  { path: "/error", access: "all" },
  // The word pages (issue 14): the index, a letter's list and a later page of it, words.
  { path: "/words", access: "all" },
  { path: "/words/s", access: "all" },
  { path: "/words/s/2", access: "all" },
  { path: "/words/person", access: "all" },
  { path: "/words/happy", access: "all" },
  // An idiom's page (docs/idioms.md).
  { path: "/words/kick-the-bucket", access: "all" },
  { path: "/words/no-such-word", access: "all", notFound: true },
  // The search's results: words found, and nothing found with close words.
  { path: "/search?q=went", access: "all" },
  { path: "/search?q=definately", access: "all" },
  { path: "/no-such-page", access: "all", notFound: true },
  // Under a learning route: the same prebuilt not-found page, with no learning bar.
  { path: "/flashcards/typo", access: "all", notFound: true },
  { path: "/login", access: "guest" },
  { path: "/register", access: "guest" },
  { path: "/forgotpass", access: "guest" },
  { path: "/verifyemail?email=ada.lovelace%40example.com", access: "guest" },
  { path: "/resetpass?email=ada.lovelace%40example.com&token=abc", access: "all" },
  { path: "/resetpass", access: "all" },
  { path: "/favourites", access: "user" },
  { path: "/favourites/all", access: "user" },
  { path: "/favourites/unseen-words", access: "user" },
  { path: "/favourites/practice/word", access: "user" },
  { path: "/favourites/practice/match", access: "user" },
  { path: "/favourites/practice/idioms", access: "user" },
  { path: "/favourites/easy-words", access: "user" },
  { path: "/favourites/easy-words/flashcards", access: "user" },
  { path: "/favourites/idioms", access: "user" },
  { path: "/mynotes", access: "user" },
  { path: "/review", access: "user" },
  { path: "/review/quiz", access: "user" },
  { path: "/review/spot-check", access: "user" },
  // Static: what the grades mean, linked from /review.
  { path: "/review/how-grading-works", access: "all" },
  { path: "/reminders/unsubscribe", access: "all" },
  // The service worker's offline shell (static; online it says no review is saved here).
  { path: "/offline", access: "all" },
  { path: "/progress", access: "user" },
  { path: "/account", access: "user" },
];

export function routesFor(state: "signed out" | "signed in"): readonly AuditedRoute[] {
  return SITE_ROUTES.filter(({ access }) => access === "all" || access === (state === "signed out" ? "guest" : "user"));
}

/** Whether the page at `path` shows the learning bar. */
export function isLearningRoute(path: string): boolean {
  return isLearningPath(new URL(path, "http://localhost").pathname);
}

/** The site's own pages the sitemap lists, the word and story pages aside, sorted. */
export const SITEMAP_PATHS = [
  "/",
  "/about",
  "/ambiguous_words",
  "/contact",
  "/flashcards",
  "/learn_with_context",
  "/learn_with_friends",
  "/learn_with_story",
  "/test_vocabulary",
];

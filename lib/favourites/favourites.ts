// The favourites menu and tables (docs/product.md#favourites) as data and
// pure functions, shared by the server pages and the client table. Labels and
// messages are exact to the letter (docs/product.md#messages).
import { FAVOURITE_NAME } from "@/lib/flashcards/messages";
import { AMBIGUOUS_WORDS_PATH, LEARN_WITH_FRIENDS_PATH } from "@/lib/navigation";
import { MY_NOTES_PATH } from "@/lib/notes/messages";
import { TEST_VOCABULARY_PATH } from "@/lib/placement/paths";
import type { QuestionKind } from "@/lib/practice/types";
import { storyHref } from "@/lib/stories/story-path";
import { wordHref } from "@/lib/words/word-path";

export const FAVOURITE_MESSAGES = {
  fetchFailed: "Failed to fetch favourites.Server Error.",
  notAvailable: "This feature is not available yet",
  /** An add or remove failure. */
  removeFailed: "There is some server error!",
} as const;

export const FAVOURITES_PATH = "/favourites";

/** A favourite as GET /favourite/fetchItems answers it (lib/marks MarkItem). */
export interface FavouriteItem {
  itemId: string;
  type: string;
  name: string | null;
  val: unknown;
  viewIndex: number | null;
}

/** The type in the URL: the lower-cased label with hyphens ("Unseen Words" → "unseen-words"). */
export function tileSlug(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, "-");
}

/** A story's favourite: its heart on the story's page (lib/client/stories-api.ts). */
const STORY_TYPE = "sampleStory";

/** The tables /favourites/{type} has, and which favourites each lists (by the favourite's name, or its type). */
const TABLES = [
  { label: "All", names: null, itemType: null, description: "Every favourite you have kept." },
  { label: "Unseen Words", names: [FAVOURITE_NAME.front], itemType: null, description: "Words you favourited before turning the card over." },
  { label: "Seen Words", names: [FAVOURITE_NAME.back], itemType: null, description: "Words you favourited with their meaning showing." },
  { label: "Learn With Story", names: null, itemType: STORY_TYPE, description: "Stories you kept with their heart." },
] as const satisfies readonly { label: string; names: readonly string[] | null; itemType: string | null; description: string }[];

export type FavouriteTableType = "all" | "unseen-words" | "seen-words" | "learn-with-story";

export interface FavouriteTable {
  type: FavouriteTableType;
  label: string;
  /** The favourite names listed; null: any name. */
  names: readonly string[] | null;
  /** The favourite type listed ("sampleStory"); null: any type. */
  itemType: string | null;
  description: string;
}

export const FAVOURITE_TABLES: readonly FavouriteTable[] = TABLES.map(({ label, names, itemType, description }) => ({
  type: tileSlug(label) as FavouriteTableType,
  label,
  names,
  itemType,
  description,
}));

export function favouriteTable(type: string): FavouriteTable | null {
  return FAVOURITE_TABLES.find((table) => table.type === type) ?? null;
}

/** Easy Words (the commonest band), the idioms as cards, and Idioms MCQ. */
export const EASY_WORDS_PATH = `${FAVOURITES_PATH}/easy-words`;
/** Easy Words as flashcards: the /flashcards screen over the commonest band. */
export const EASY_WORDS_FLASHCARDS_PATH = `${EASY_WORDS_PATH}/flashcards`;
export const IDIOMS_PATH = `${FAVOURITES_PATH}/idioms`;
export const IDIOMS_PRACTICE_PATH = `${FAVOURITES_PATH}/practice/idioms`;

/** The practice tiles: each opens a round of one kind of question on the learner's favourite words. */
const PRACTICE_TILES = [
  { label: "Word MCQ", kind: "word" },
  { label: "Synonyms MCQ", kind: "synonym" },
  { label: "Antonyms MCQ", kind: "antonym" },
  { label: "Match Words", kind: "match" },
] as const satisfies readonly { label: string; kind: QuestionKind }[];

export type FavouritePracticeKind = (typeof PRACTICE_TILES)[number]["kind"];

export interface FavouritePractice {
  kind: FavouritePracticeKind;
  label: string;
  /** /favourites/practice/{kind}: one route per kind (app/(learn)/favourites/practice/<kind>/page.tsx). */
  href: string;
}

export const FAVOURITE_PRACTICES: readonly FavouritePractice[] = PRACTICE_TILES.map(({ label, kind }) => ({
  kind,
  label,
  href: `${FAVOURITES_PATH}/practice/${kind}`,
}));

export function favouritePractice(kind: string): FavouritePractice | null {
  return FAVOURITE_PRACTICES.find((practice) => practice.kind === kind) ?? null;
}

export type Tile =
  | { label: string; action: "table"; href: string }
  | { label: string; action: "practice"; href: string }
  | { label: string; action: "notes"; href: string }
  | { label: string; action: "page"; href: string }
  | { label: string; action: "unavailable" };

export interface TileGroup {
  /** A group's heading; a group of one tile has none. */
  heading: string | null;
  tiles: Tile[];
}

const table = (label: string): Tile => ({ label, action: "table", href: `${FAVOURITES_PATH}/${tileSlug(label)}` });
/** A tile that opens a page of its own (Test Vocabulary; Easy Words, Idioms, Idioms MCQ: docs/idioms.md). */
const page = (label: string, href: string): Tile => ({ label, action: "page", href });
const practice = (kind: FavouritePracticeKind): Tile => {
  const { label, href } = favouritePractice(kind)!;
  return { label, action: "practice", href };
};

/** The menu's tiles in their groups and order. */
export const TILE_GROUPS: readonly TileGroup[] = [
  { heading: null, tiles: [table("All")] },
  {
    heading: "Flashcards",
    tiles: [
      table("Unseen Words"),
      table("Seen Words"),
      page("Test Vocabulary", TEST_VOCABULARY_PATH),
      page("Idioms", IDIOMS_PATH),
      page("Easy Words", EASY_WORDS_PATH),
    ],
  },
  { heading: null, tiles: [page("Ambiguous Words", AMBIGUOUS_WORDS_PATH)] },
  { heading: null, tiles: [table("Learn With Story")] },
  {
    heading: "Play with friends",
    tiles: [
      practice("word"),
      page("Idioms MCQ", IDIOMS_PRACTICE_PATH),
      practice("match"),
      practice("antonym"),
      practice("synonym"),
      // A challenge on the learner's favourites, to share (docs/challenges.md).
      page("Learn with Friends", `${LEARN_WITH_FRIENDS_PATH}?source=favourites`),
    ],
  },
  { heading: null, tiles: [{ label: "My Notes", action: "notes", href: MY_NOTES_PATH }] },
];

/** A favourite as a table row shows it. */
export interface FavouriteRow {
  /** Unique per user: a favourite is keyed by type and item. */
  key: string;
  itemId: string;
  type: string;
  /** The word (words, notes) or the title (stories): what the row shows first and what search matches. */
  text: string;
  /** What kind of item it is, for people. */
  kind: string;
  /** The favourite's list as people read it: "Unseen Words", not the stored "Flashcards-Unseen". */
  name: string;
  /** A favourite word's or story's page; null for notes, and for a word record without its word. */
  href: string | null;
}

const KINDS: Record<string, string> = { words: "Word", [STORY_TYPE]: "Story", notes: "Note" };

function stringField(value: unknown, field: string): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const inner = (value as Record<string, unknown>)[field];
  return typeof inner === "string" ? inner : null;
}

/**
 * The text a favourite is shown and searched by (its `val`): the
 * word for words, the title for stories, data.word for notes. Older records
 * may hold the object without `data`, or a plain string.
 */
export function favouriteText(item: Pick<FavouriteItem, "type" | "val" | "itemId">): string {
  const { val } = item;
  if (typeof val === "string") return val;
  if (item.type === STORY_TYPE) return stringField(val, "title") ?? item.itemId;
  if (item.type === "notes") {
    const data = typeof val === "object" && val !== null ? (val as Record<string, unknown>).data : null;
    return stringField(data, "word") ?? stringField(val, "word") ?? item.itemId;
  }
  return stringField(val, "word") ?? item.itemId;
}

/** The word a word favourite's `val` holds (a plain string in older records), or null. */
function wordOf(val: unknown): string | null {
  return typeof val === "string" ? val : stringField(val, "word");
}

/** The stored names of the flashcard lists, as their tables are titled; any other name (My Notes) reads as stored. */
const LIST_LABELS: Readonly<Record<string, string>> = Object.fromEntries(TABLES.flatMap(({ label, names }) => (names ?? []).map((name) => [name, label])));

export function listLabel(name: string | null | undefined): string {
  if (!name) return "";
  return Object.hasOwn(LIST_LABELS, name) ? LIST_LABELS[name]! : name;
}

export function toFavouriteRow(item: FavouriteItem): FavouriteRow {
  const word = item.type === "words" ? wordOf(item.val) : null;
  const href = item.type === STORY_TYPE ? storyHref(encodeURIComponent(item.itemId)) : word ? wordHref(word) : null;
  return {
    key: `${item.type}:${item.itemId}`,
    itemId: item.itemId,
    type: item.type,
    text: favouriteText(item),
    kind: KINDS[item.type] ?? item.type,
    name: listLabel(item.name),
    href,
  };
}

/** The rows of one table: its favourites, in the order the server keeps them (oldest first). */
export function favouriteRows(items: readonly FavouriteItem[], table: FavouriteTable): FavouriteRow[] {
  const { names, itemType } = table;
  return items
    .filter((item) => (names === null || (item.name !== null && names.includes(item.name))) && (itemType === null || item.type === itemType))
    .map(toFavouriteRow);
}

/** Search matches the row's word or title. */
export function favouriteSearchFields(row: FavouriteRow): readonly string[] {
  return [row.text];
}

import "@/lib/zod-config";
import { z } from "zod";
import type { FlashcardCategory } from "@/lib/navigation";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";

// The body of POST /api/v1/word/fetchword, shared by the route handler and the
// flashcards client.

/** The flashcard categories; the same values as lib/navigation's menu. */
export const WORD_CATEGORIES = ["unseen", "seen", "favourite", "remember", "unremember"] as const satisfies readonly FlashcardCategory[];
export type WordCategory = (typeof WORD_CATEGORIES)[number];

/** The categories that are lists of the user's own marks. */
export type MarkedWordCategory = Exclude<WordCategory, "unseen">;

/** wordIndex -1: "fetch a new random word" (unseen). */
export const NEW_RANDOM_WORD = -1;
export const MAX_WORD_INDEX = 1_000_000;
/** At most this many indexes in `excludeIndexes`. */
export const MAX_EXCLUDED_INDEXES = 100;

const WORD_INDEX_MESSAGE = `wordIndex must be an integer from ${NEW_RANDOM_WORD} to ${MAX_WORD_INDEX}.`;

/**
 * The original app's client sends wordIndex JSON-encoded ("-1", "5"); a plain
 * number is taken too. For unseen it is a source index (or -1), for the other
 * categories the position in the user's list.
 */
export const wordIndexSchema = z
  .union([z.number(), z.string().max(32)], { error: WORD_INDEX_MESSAGE })
  .transform((value, context) => {
    if (typeof value === "number") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: WORD_INDEX_MESSAGE });
      return z.NEVER;
    }
  })
  .pipe(z.int({ error: WORD_INDEX_MESSAGE }).min(NEW_RANDOM_WORD, WORD_INDEX_MESSAGE).max(MAX_WORD_INDEX, WORD_INDEX_MESSAGE));

export const fetchWordBodySchema = z.object(
  {
    wordCategory: z.enum(WORD_CATEGORIES, { error: `wordCategory must be one of ${WORD_CATEGORIES.join(", ")}.` }),
    authUserId: claimedUserIdSchema,
    wordIndex: wordIndexSchema,
    /**
     * Source indexes a new random word must not be (e.g. the card on screen
     * while the next one is prefetched, before it is marked seen).
     */
    excludeIndexes: z
      .array(z.int().min(0).max(MAX_WORD_INDEX), { error: "excludeIndexes must be a list of word indexes." })
      .max(MAX_EXCLUDED_INDEXES, `excludeIndexes may hold at most ${MAX_EXCLUDED_INDEXES} indexes.`)
      .optional()
      .transform((value) => value ?? []),
  },
  { error: "Expected a JSON object with wordCategory, authUserId and wordIndex." },
);

// The query of GET /api/v1/word/search (the word search combobox).

export const MAX_SEARCH_QUERY_LENGTH = 64;

export const wordSearchQuerySchema = z.object(
  {
    q: z.string({ error: "q must be the text to search for." }).max(MAX_SEARCH_QUERY_LENGTH, `q may be at most ${MAX_SEARCH_QUERY_LENGTH} characters.`),
  },
  { error: "Expected the query parameter q." },
);

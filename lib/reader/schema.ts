import "@/lib/zod-config";
import { z } from "zod";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";

// Requests of /api/v1/reader/* (lib/reader): a learner's own text, read with their words, and their saved texts.

/** The longest text the reader analyses, in characters (about 3,500 words). */
export const MAX_TEXT_CHARACTERS = 20_000;
/** The body's bytes at most: the text at up to 4 bytes a character in UTF-8, and the JSON around it. */
export const MAX_ANALYSE_BODY_BYTES = MAX_TEXT_CHARACTERS * 4 + 1024;

export const READER_MESSAGES = {
  textRequired: "Paste a text to read.",
  textTooLong: `The text is too long: the reader takes up to ${MAX_TEXT_CHARACTERS.toLocaleString("en-GB")} characters at a time.`,
} as const;

/** Saved texts a learner may keep; a save past it is refused. */
export const MAX_SAVED_TEXTS = 50;
/** A saved text's title: its first line, cut to this many characters. */
export const MAX_TITLE_CHARACTERS = 80;

export const SAVED_TEXT_MESSAGES = {
  full: `You have ${MAX_SAVED_TEXTS} saved texts, the most Lexi keeps: delete one to save another.`,
  notFound: "Saved text not found.",
  badId: "That is not a saved text's id.",
} as const;

const OBJECT_ERROR = { error: "Expected a JSON object." };

const textSchema = z
  .string({ error: READER_MESSAGES.textRequired })
  .max(MAX_TEXT_CHARACTERS, { error: READER_MESSAGES.textTooLong })
  .refine((text) => text.trim().length > 0, { error: READER_MESSAGES.textRequired });

/** POST /reader/analyse { text }. */
export const analyseBodySchema = z.object({ text: textSchema, userId: claimedUserIdSchema }, OBJECT_ERROR);

/** POST /reader/texts/save { text }: the same text the reader takes. */
export const saveTextBodySchema = z.object({ text: textSchema, userId: claimedUserIdSchema }, OBJECT_ERROR);

/** GET /reader/texts. */
export const savedTextsQuerySchema = z.object({ userId: claimedUserIdSchema }, OBJECT_ERROR);

/** GET /reader/texts/open?id= and POST /reader/texts/delete { id }: one of the learner's saved texts. */
export const savedTextIdSchema = z.object({ id: z.uuid({ error: SAVED_TEXT_MESSAGES.badId }), userId: claimedUserIdSchema }, OBJECT_ERROR);

/** Stories ranked for a learner that one call returns at most. */
export const MAX_STORIES_FOR_YOU = 100;

/** GET /reader/stories?limit=: how many of the ranked stories to return (3 unless asked). */
export const storiesForYouQuerySchema = z.object(
  {
    limit: z.coerce
      .number({ error: "limit must be a whole number." })
      .int({ error: "limit must be a whole number." })
      .min(1, { error: "limit must be at least 1." })
      .max(MAX_STORIES_FOR_YOU, { error: `limit must be at most ${MAX_STORIES_FOR_YOU}.` })
      .default(3),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

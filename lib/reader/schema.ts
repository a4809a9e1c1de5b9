import "@/lib/zod-config";
import { z } from "zod";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";

// Requests of /api/v1/reader/* (lib/reader): a learner's own text, read with their words.

/** The longest text the reader analyses, in characters (about 3,500 words). */
export const MAX_TEXT_CHARACTERS = 20_000;
/** The body's bytes at most: the text at up to 4 bytes a character in UTF-8, and the JSON around it. */
export const MAX_ANALYSE_BODY_BYTES = MAX_TEXT_CHARACTERS * 4 + 1024;

export const READER_MESSAGES = {
  textRequired: "Paste a text to read.",
  textTooLong: `The text is too long: the reader takes up to ${MAX_TEXT_CHARACTERS.toLocaleString("en-GB")} characters at a time.`,
} as const;

const OBJECT_ERROR = { error: "Expected a JSON object." };

/** POST /reader/analyse { text }. */
export const analyseBodySchema = z.object(
  {
    text: z
      .string({ error: READER_MESSAGES.textRequired })
      .max(MAX_TEXT_CHARACTERS, { error: READER_MESSAGES.textTooLong })
      .refine((text) => text.trim().length > 0, { error: READER_MESSAGES.textRequired }),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

import "@/lib/zod-config";
import { z } from "zod";
import { canonicalTimeZone, isValidTimeZone } from "@/lib/review/day";
import { GOAL_MINUTES_RANGE, NEW_PER_DAY_RANGE, RETENTION_RANGE } from "@/lib/review/scheduler-limits";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";
import { MAX_CONTEXT_CHARACTERS } from "@/lib/review/card-context";

// Requests of /api/v1/review/* (lib/review). The browser sends a grade, never
// a due date or a stability: the server schedules.

const OBJECT_ERROR = { error: "Expected a JSON object." };

/** A word's index: a number in a body, digits in a query string. */
const wordIndexSchema = z
  .union(
    [
      z.int(),
      z
        .string()
        .regex(/^(0|[1-9][0-9]{0,6})$/, "wordIndex must be a word's index.")
        .transform(Number),
    ],
    {
      error: "wordIndex must be a word's index.",
    },
  )
  .pipe(z.int().min(0, "wordIndex must be a word's index.").max(9_999_999, "wordIndex must be a word's index."));

/** The client's id for one grade (a UUID from crypto.randomUUID() fits). */
export const reviewIdSchema = z
  .string({ error: "reviewId must be a string." })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "reviewId must be 8 to 64 letters, digits, - or _.");

export const timeZoneSchema = z
  .string({ error: "timeZone must be a string." })
  .max(64, "timeZone must be an IANA time zone, e.g. Europe/London.")
  .refine(isValidTimeZone, "timeZone must be an IANA time zone, e.g. Europe/London.")
  // Stored and used in the runtime's one spelling: "europe/LONDON" is "Europe/London".
  .transform((zone) => canonicalTimeZone(zone)!);

/** An answer may take long (a learner walks away); longer than a day is not an answer time. */
export const MAX_DURATION_MS = 86_400_000;

export const gradeBodySchema = z.object(
  {
    wordIndex: wordIndexSchema,
    /** The word the learner saw: a grade sent after the word set was reordered still grades it. */
    word: z.string().min(1, "word must be the card's word.").max(64, "word must be the card's word.").optional(),
    rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: "rating must be 1, 2, 3 or 4." }),
    reviewId: reviewIdSchema,
    durationMs: z
      .int({ error: "durationMs must be a whole number of milliseconds." })
      .min(0, "durationMs must be 0 or more.")
      .max(MAX_DURATION_MS, `durationMs must be at most ${MAX_DURATION_MS}.`),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

/** The body of POST /review/add and /review/remove, the query of GET /review/status. */
export const wordRequestSchema = z.object({ wordIndex: wordIndexSchema, userId: claimedUserIdSchema }, OBJECT_ERROR);

const CONTEXT_ERROR = `context must be a sentence of 1 to ${MAX_CONTEXT_CHARACTERS} characters.`;

/** POST /review/add: the word and, optionally, the sentence the learner met it in (a story's, their own text's), kept as its cards' context. */
export const addBodySchema = wordRequestSchema.extend({
  context: z.string({ error: CONTEXT_ERROR }).trim().min(1, CONTEXT_ERROR).max(MAX_CONTEXT_CHARACTERS, CONTEXT_ERROR).optional(),
});
export const userQuerySchema = z.object({ userId: claimedUserIdSchema }, OBJECT_ERROR);
/** POST /review/start: nothing but the optional claim; how many words is the server's to decide. */
export const startBodySchema = z.object({ userId: claimedUserIdSchema }, OBJECT_ERROR);
/** POST /review/more: nothing but the optional claim; the step (10 more new cards today) is the server's. */
export const moreBodySchema = z.object({ userId: claimedUserIdSchema }, OBJECT_ERROR);

/** The most cards GET /review/due?offline=1 sends: the deck /review keeps for reviewing offline. */
export const OFFLINE_DECK_LIMIT = 200;

/** GET /review/due: `limit` cards at most (0: the counts alone, for the nav's badge); `offline=1`: up to OFFLINE_DECK_LIMIT. */
export const dueQuerySchema = z.object(
  {
    offline: z.literal("1", { error: "offline must be 1." }).optional(),
    limit: z
      .string({ error: "limit must be a whole number from 0 to 20." })
      .regex(/^(0|[1-9][0-9]?)$/, "limit must be a whole number from 0 to 20.")
      .transform(Number)
      .pipe(z.int().max(20, "limit must be a whole number from 0 to 20."))
      .optional(),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

export const undoBodySchema = z.object({ reviewId: reviewIdSchema.nullish().transform((id) => id ?? null), userId: claimedUserIdSchema }, OBJECT_ERROR);

export const settingsBodySchema = z.object(
  {
    desiredRetention: z
      .number({ error: "desiredRetention must be a number." })
      .min(RETENTION_RANGE.min, `desiredRetention must be from ${RETENTION_RANGE.min} to ${RETENTION_RANGE.max}.`)
      .max(RETENTION_RANGE.max, `desiredRetention must be from ${RETENTION_RANGE.min} to ${RETENTION_RANGE.max}.`)
      .optional(),
    newPerDay: z
      .int({ error: "newPerDay must be a whole number." })
      .min(NEW_PER_DAY_RANGE.min, `newPerDay must be from ${NEW_PER_DAY_RANGE.min} to ${NEW_PER_DAY_RANGE.max}.`)
      .max(NEW_PER_DAY_RANGE.max, `newPerDay must be from ${NEW_PER_DAY_RANGE.min} to ${NEW_PER_DAY_RANGE.max}.`)
      .optional(),
    timeZone: timeZoneSchema.optional(),
    /** Minutes of review a day; null: clear what is due. A goal sets the new cards a day it allows. */
    goalMinutes: z
      .int({ error: `goalMinutes must be a whole number of minutes from ${GOAL_MINUTES_RANGE.min} to ${GOAL_MINUTES_RANGE.max}, or null.` })
      .min(GOAL_MINUTES_RANGE.min, `goalMinutes must be from ${GOAL_MINUTES_RANGE.min} to ${GOAL_MINUTES_RANGE.max} minutes, or null.`)
      .max(GOAL_MINUTES_RANGE.max, `goalMinutes must be from ${GOAL_MINUTES_RANGE.min} to ${GOAL_MINUTES_RANGE.max} minutes, or null.`)
      .nullable()
      .optional(),
    streakEnabled: z.boolean({ error: "streakEnabled must be true or false." }).optional(),
    /** true: go back to the default FSRS parameters. */
    resetParameters: z.literal(true, { error: "resetParameters can only be true." }).optional(),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

import "@/lib/zod-config";
import { z } from "zod";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";
import { MAX_DURATION_MS } from "@/lib/review/schema";
import { PRACTICE_MESSAGES } from "./messages";
import { MATCH_SIZE, PRACTICE_SOURCES, QUESTION_KINDS, type QuestionKind } from "./types";

// Requests of /api/v1/practice/* (lib/practice). The browser names a question
// by its id and sends what the learner answered; whether it is right, and the
// grade, are the server's.

const OBJECT_ERROR = { error: "Expected a JSON object." };

/** The kinds a favourites tile practises. */
export const FAVOURITE_KINDS = ["word", "synonym", "antonym", "match"] as const satisfies readonly QuestionKind[];

/** The kinds an Easy Words round asks: recognition, the band's words as meaning → word or word → meaning. */
export const EASY_KINDS = ["word", "meaning"] as const satisfies readonly QuestionKind[];

/** Words a round has asked already: at most this many are sent back. */
export const MAX_EXCLUDED = 200;

const wordIndexSchema = z
  .int({ error: "exclude must be a list of word indexes." })
  .min(0, "exclude must be a list of word indexes.")
  .max(9_999_999, "exclude must be a list of word indexes.");

/**
 * A question's id: 22 base64url characters (16 random bytes) for a stored
 * question, or "d." and a sealed token for a visitor's demo question.
 */
export const questionIdSchema = z
  .string({ error: "questionId must be a string." })
  .regex(/^[A-Za-z0-9_.-]{16,400}$/, "questionId must be the id of a question.");

/** A client's id for a round: the favourites' order is the same for every question of one round. */
const roundSchema = z.string({ error: "round must be a string." }).regex(/^[A-Za-z0-9_-]{8,64}$/, "round must be 8 to 64 letters, digits, - or _.");

export const nextBodySchema = z
  .object(
    {
      source: z.enum(PRACTICE_SOURCES, { error: `source must be one of ${PRACTICE_SOURCES.join(", ")}.` }),
      kind: z.enum(QUESTION_KINDS, { error: `kind must be one of ${QUESTION_KINDS.join(", ")}.` }).optional(),
      exclude: z
        .array(wordIndexSchema, { error: "exclude must be a list of word indexes." })
        .max(MAX_EXCLUDED, `exclude may hold at most ${MAX_EXCLUDED} words.`)
        .optional()
        .transform((list) => [...new Set(list ?? [])]),
      round: roundSchema.optional(),
      /** Source confusables: one set (its id, lib/words/confusables.ts) instead of all. */
      set: z.int({ error: "set must be the id of a set." }).min(0, "set must be the id of a set.").max(9_999, "set must be the id of a set.").optional(),
      /** Source story: the story's slug (lib/stories); one no story has is refused when the question is issued (404). */
      story: z
        .string({ error: "story must be a story's slug." })
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "story must be a story's slug.")
        .max(100, "story must be a story's slug.")
        .optional(),
      userId: claimedUserIdSchema,
    },
    OBJECT_ERROR,
  )
  .superRefine((body, context) => {
    if (body.source === "context" && body.kind !== undefined && body.kind !== "cloze") {
      context.addIssue({ code: "custom", path: ["kind"], message: PRACTICE_MESSAGES.contextKindOnly });
    }
    const contrastKind = body.kind === "contrast";
    if (body.source === "confusables" ? body.kind !== undefined && !contrastKind : contrastKind) {
      context.addIssue({ code: "custom", path: ["kind"], message: PRACTICE_MESSAGES.contrastOnConfusables });
    }
    if (body.set !== undefined && body.source !== "confusables") {
      context.addIssue({ code: "custom", path: ["set"], message: PRACTICE_MESSAGES.setOnConfusables });
    }
    if (body.source === "known" && body.kind !== undefined && body.kind !== "meaning") {
      context.addIssue({ code: "custom", path: ["kind"], message: PRACTICE_MESSAGES.knownKindOnly });
    }
    if (body.source === "favourites" && !(FAVOURITE_KINDS as readonly string[]).includes(body.kind ?? "")) {
      context.addIssue({ code: "custom", path: ["kind"], message: PRACTICE_MESSAGES.favouritesKindRequired });
    }
    if (body.source === "easy" && !(EASY_KINDS as readonly string[]).includes(body.kind ?? "")) {
      context.addIssue({ code: "custom", path: ["kind"], message: PRACTICE_MESSAGES.easyKindRequired });
    }
    if (body.source === "idioms" && body.kind !== undefined && body.kind !== "meaning") {
      context.addIssue({ code: "custom", path: ["kind"], message: PRACTICE_MESSAGES.idiomsKindOnly });
    }
    if (body.source === "story" && body.story === undefined) {
      context.addIssue({ code: "custom", path: ["story"], message: PRACTICE_MESSAGES.storyRequired });
    }
    if (body.source !== "story" && body.story !== undefined) {
      context.addIssue({ code: "custom", path: ["story"], message: PRACTICE_MESSAGES.storyOnStory });
    }
    // Each word's kind is the story's: a cloze from its own sentence where one decides, else its meaning.
    if (body.source === "story" && body.kind !== undefined) {
      context.addIssue({ code: "custom", path: ["kind"], message: PRACTICE_MESSAGES.storyKindChosen });
    }
  });

/** What a round asks for (the body of POST /practice/next, the claim aside). */
export type NextRequest = Omit<z.output<typeof nextBodySchema>, "userId">;

const answerError = "answer must be { choice }, { text } or { pairs }.";

/** What the learner answered: an option's position, the typed word, or a definition for each word of a board. */
export const practiceAnswerSchema = z.union(
  [
    z.strictObject({ choice: z.int().min(0).max(3) }),
    z.strictObject({ text: z.string().max(100) }),
    z.strictObject({
      pairs: z
        .array(
          z
            .int()
            .min(0)
            .max(MATCH_SIZE.max - 1),
        )
        .min(MATCH_SIZE.min)
        .max(MATCH_SIZE.max),
    }),
  ],
  { error: answerError },
);

const durationSchema = z
  .int({ error: "durationMs must be a whole number of milliseconds." })
  .min(0, "durationMs must be 0 or more.")
  .max(MAX_DURATION_MS, `durationMs must be at most ${MAX_DURATION_MS}.`);

export const answerBodySchema = z.object(
  { questionId: questionIdSchema, answer: practiceAnswerSchema, durationMs: durationSchema, userId: claimedUserIdSchema },
  OBJECT_ERROR,
);

/** POST /practice/hint and /practice/override: the question alone. */
export const questionBodySchema = z.object({ questionId: questionIdSchema, userId: claimedUserIdSchema }, OBJECT_ERROR);

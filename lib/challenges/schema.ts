import "@/lib/zod-config";
import { z } from "zod";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";
import { CHALLENGE_ID_PATTERN } from "./id";
import { CHALLENGE_KINDS, CHALLENGE_SIZE, CHALLENGE_SOURCES, NICKNAME_MAX, TITLE_MAX } from "./types";
import { nameProblem } from "./names";

// Requests of /api/v1/challenges/* (lib/challenges). A player names the
// challenge and the question's position; whether the answer is right, the
// score and the time are the server's.

const OBJECT_ERROR = { error: "Expected a JSON object." };

/** A challenge's id (./id.ts). */
export const challengeIdSchema = z.string({ error: "challengeId must be a string." }).regex(CHALLENGE_ID_PATTERN, "challengeId must be the id of a challenge.");

const titleSchema = z
  .string({ error: "title must be a string." })
  .max(TITLE_MAX * 4, `A title has at most ${TITLE_MAX} characters.`)
  .superRefine((title, context) => {
    const problem = nameProblem(title, TITLE_MAX, "title");
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .transform((title) => title.trim());

export const nicknameSchema = z
  .string({ error: "nickname must be a string." })
  .max(NICKNAME_MAX * 4, `A nickname has at most ${NICKNAME_MAX} characters.`)
  .superRefine((nickname, context) => {
    const problem = nameProblem(nickname, NICKNAME_MAX, "nickname");
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .transform((nickname) => nickname.trim());

export const createBodySchema = z
  .object(
    {
      title: titleSchema.optional(),
      kind: z.enum(CHALLENGE_KINDS, { error: `kind must be one of ${CHALLENGE_KINDS.join(", ")}.` }),
      source: z.enum(CHALLENGE_SOURCES, { error: `source must be one of ${CHALLENGE_SOURCES.join(", ")}.` }),
      /** Source band: which band of the word set (lib/words/bands.ts). */
      band: z.int({ error: "band must be a whole number." }).min(0, "band must be 0 or more.").max(999, "band must be at most 999.").optional(),
      userId: claimedUserIdSchema,
    },
    OBJECT_ERROR,
  )
  .superRefine((body, context) => {
    if ((body.source === "confusables") !== (body.kind === "contrast") && !(body.source === "confusables" && body.kind === "mixed")) {
      context.addIssue({ code: "custom", path: ["kind"], message: "Confusable words ask contrast questions, and only they do." });
    }
    if ((body.source === "band") !== (body.band !== undefined)) {
      context.addIssue({ code: "custom", path: ["band"], message: "A band is given with source band, and only then." });
    }
  });

export type CreateRequest = Omit<z.output<typeof createBodySchema>, "userId">;

/** POST /challenges/join: a visitor's nickname (a signed-in learner plays under their name). */
export const joinBodySchema = z.object({ challengeId: challengeIdSchema, nickname: nicknameSchema.optional(), userId: claimedUserIdSchema }, OBJECT_ERROR);

/** POST /challenges/next, /close, /claim: the challenge alone. */
export const challengeBodySchema = z.object({ challengeId: challengeIdSchema, userId: claimedUserIdSchema }, OBJECT_ERROR);

/** POST /challenges/remove: the player's id, as the creator's board gives it. */
export const removeBodySchema = z.object(
  {
    challengeId: challengeIdSchema,
    playerId: z.string({ error: "playerId must be a string." }).regex(/^[1-9][0-9]{0,17}$/, "playerId must be the id of a player."),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

const challengeAnswerSchema = z.union([z.strictObject({ choice: z.int().min(0).max(3) }), z.strictObject({ text: z.string().max(100) })], {
  error: "answer must be { choice } or { text }.",
});

export const answerBodySchema = z.object(
  {
    challengeId: challengeIdSchema,
    index: z
      .int({ error: "index must be the question's position." })
      .min(0, "index must be the question's position.")
      .max(CHALLENGE_SIZE - 1, "index must be the question's position."),
    answer: challengeAnswerSchema,
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

export const leaderboardQuerySchema = z.object({ challengeId: challengeIdSchema, userId: claimedUserIdSchema }, OBJECT_ERROR);

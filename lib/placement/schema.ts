import "@/lib/zod-config";
import { z } from "zod";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";
import { OPTION_COUNT } from "./estimate";

// Requests of /api/v1/placement/* (lib/placement). The test's state travels
// sealed in `token`; the browser sends which option it chose, never whether
// that was right.

const OBJECT_ERROR = { error: "Expected a JSON object." };

const sealedSchema = (field: string) =>
  z.string({ error: `${field} must be a string.` }).regex(/^[A-Za-z0-9_-]{40,4000}$/, `${field} must be a token Lexi gave.`);

export const startBodySchema = z.object({ userId: claimedUserIdSchema }, OBJECT_ERROR);

export const answerBodySchema = z.object(
  {
    token: sealedSchema("token"),
    /** The option's position, or null for "I don't know". */
    choice: z.union(
      [
        z
          .int()
          .min(0)
          .max(OPTION_COUNT - 1),
        z.null(),
      ],
      { error: `choice must be 0 to ${OPTION_COUNT - 1}, or null for "I don't know".` },
    ),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

export const claimBodySchema = z.object({ result: sealedSchema("result"), userId: claimedUserIdSchema }, OBJECT_ERROR);

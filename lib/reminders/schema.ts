import "@/lib/zod-config";
import { z } from "zod";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";
import { timeZoneSchema } from "@/lib/review/schema";

const OBJECT_ERROR = { error: "Expected a JSON object." };

/** POST /api/v1/account/reminders: the e-mail channel on or off, and the hour (0–23, the learner's time zone). */
export const remindersBodySchema = z.object(
  {
    email: z.boolean({ error: "email must be true or false." }),
    hour: z
      .int({ error: "hour must be a whole hour from 0 to 23." })
      .min(0, "hour must be a whole hour from 0 to 23.")
      .max(23, "hour must be a whole hour from 0 to 23."),
    /** The browser's zone, saved with the review settings so the hour means the learner's local time. */
    timeZone: timeZoneSchema.optional(),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

/** The unsubscribe link's fields: the learner's id, the version signed into it, and the signature. */
export const unsubscribeSchema = z.object(
  {
    u: z.string({ error: "u must be a string." }).min(1).max(200),
    v: z
      .string({ error: "v must be a string." })
      .regex(/^(0|[1-9][0-9]{0,8})$/, "v must be a version number.")
      .transform(Number),
    t: z.string({ error: "t must be a string." }).regex(/^[A-Za-z0-9_-]{43}$/, "t must be a link signature."),
  },
  OBJECT_ERROR,
);

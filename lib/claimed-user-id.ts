import "./zod-config";
import { z } from "zod";

// The user id a request claims, in every /api/v1 schema (lib/<feature>/schema.ts).
// Kept here, outside any feature, so each feature's schema can use it.

const USER_ID_MAX_LENGTH = 128;

/**
 * The caller's claimed user id (`userId`, or `authUserId` for fetchword). Only
 * checked against the session; the original client sends the string "null"
 * when signed out, which (like "", null or no field) means "no claim".
 */
export const claimedUserIdSchema = z
  .union([z.string().max(USER_ID_MAX_LENGTH, `userId must be at most ${USER_ID_MAX_LENGTH} characters.`), z.null()], {
    error: "userId must be a string.",
  })
  .optional()
  .transform((value) => (value === undefined || value === null || value === "" || value === "null" ? null : value));

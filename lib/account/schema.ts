import "@/lib/zod-config";
import { z } from "zod";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, confirmed, emailField, strongPasswordField, usernameField } from "@/lib/auth/schema";

// The bodies and queries of /api/v1/account/*, shared by the handlers and the
// account page's forms. `userId` is accepted like everywhere else and only
// compared with the session's user.

const OBJECT_ERROR = { error: "Expected a JSON object." };

/** The current password, as typed: required, never trimmed. */
const currentPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordMissing })
  .min(1, { error: ACCOUNT_MESSAGES.currentPasswordMissing, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

/** POST /account/name: { name } (the sign-up form's username rules). */
export const nameBodySchema = z.object({ name: usernameField, userId: claimedUserIdSchema }, OBJECT_ERROR);

/** POST /account/password: { currentPassword, password, confirmPassword } (a Strong new password, confirmed). */
export const passwordBodySchema = confirmed(
  z.object(
    {
      currentPassword: currentPasswordField,
      password: strongPasswordField,
      confirmPassword: z.string({ error: "Password confirmation is required." }),
      userId: claimedUserIdSchema,
    },
    OBJECT_ERROR,
  ),
);

/** POST /account/email: { email (the new address), password }. */
export const emailBodySchema = z.object({ email: emailField, password: currentPasswordField, userId: claimedUserIdSchema }, OBJECT_ERROR);

/** POST /account/delete: { password, email (typed to confirm) }. */
export const deleteBodySchema = z.object(
  {
    password: currentPasswordField,
    email: z
      .string({ error: ACCOUNT_MESSAGES.typeEmailToConfirm })
      .trim()
      .min(1, { error: ACCOUNT_MESSAGES.typeEmailToConfirm, abort: true })
      .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters.` }),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

/** POST /account/logout-all: {} (nothing but the usual claim). */
export const logoutAllBodySchema = z.object({ userId: claimedUserIdSchema }, OBJECT_ERROR);

/**
 * POST /account/import: { csv (the file's text, whatever its format; its size is checked by the handler: 413 over
 * the limit), addToReview (put the file's words that are in the word set in the review deck; false if left out) }.
 */
export const importBodySchema = z.object(
  {
    csv: z.string({ error: "csv must be the file's text." }),
    addToReview: z.boolean({ error: "addToReview must be true or false." }).default(false),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

/** GET /account/export?format=json|csv. */
export const exportQuerySchema = z.object(
  {
    format: z.enum(["json", "csv"], { error: "format must be json or csv." }).default("json"),
    userId: claimedUserIdSchema,
  },
  OBJECT_ERROR,
);

import "@/lib/zod-config";
import { z } from "zod";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";
import { claimedUserIdSchema } from "@/lib/claimed-user-id";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, confirmed, emailField, registerSchema, strongPasswordField, usernameField } from "@/lib/auth/schema";
import { passesForStaff } from "@/lib/users/name-safety";

// The bodies and queries of /api/v1/account/*, shared by the handlers and the
// account page's forms. `userId` is accepted like everywhere else and only
// compared with the session's user.

const OBJECT_ERROR = { error: "Expected a JSON object." };

/** The current password, as typed: required, never trimmed. */
const currentPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordMissing })
  .min(1, { error: ACCOUNT_MESSAGES.currentPasswordMissing, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

/**
 * An account's name as the server takes it: the sign-up form's username rules,
 * and not a name that passes for Lexi's staff in any look-alike spelling (a
 * challenge's board shows it to every player; lib/users/name-safety.ts). Only
 * here, not in the forms: the confusables data would weigh on their pages.
 */
export const accountNameField = usernameField.refine((name) => !passesForStaff(name), { error: ACCOUNT_MESSAGES.nameReserved });

/** POST /auth/register's body on the server: the form's, with the account name checked as above. */
export const registerBodySchema = registerSchema.refine((body) => !passesForStaff(body.username), {
  error: ACCOUNT_MESSAGES.nameReserved,
  path: ["username"],
  when: (payload) => payload.issues.length === 0,
});

/** POST /account/name: { name } (the sign-up form's username rules, and no staff look-alike). */
export const nameBodySchema = z.object({ name: accountNameField, userId: claimedUserIdSchema }, OBJECT_ERROR);

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

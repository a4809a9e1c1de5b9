import "@/lib/zod-config";
import { z } from "zod";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { hasInvisibleCharacters } from "@/lib/users/invisible-characters";
import { isStrongPassword } from "./password-strength";

// The bodies of the account endpoints (app/api/v1/auth/**) and the login
// credentials, shared by the route handlers, authorize() and the forms.

export const USERNAME_MAX_LENGTH = 50;
/** 254 is the longest address SMTP can carry. */
export const EMAIL_MAX_LENGTH = 254;
/** Bounds the hashing work one request can ask for; far above any real password. */
export const PASSWORD_MAX_LENGTH = 256;
export const RESET_CODE_LENGTH = 6;

const text = (label: string) => z.string({ error: `${label} is required.` });

export const emailField = text("Email")
  .trim()
  .min(1, { error: "Email is required.", abort: true })
  .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters.`, abort: true })
  .pipe(z.email({ error: "Please enter a valid email address." }));

export const usernameField = text("Username")
  .trim()
  .min(1, { error: "Username is required.", abort: true })
  .max(USERNAME_MAX_LENGTH, { error: `Username must be at most ${USERNAME_MAX_LENGTH} characters.`, abort: true })
  // Names that look alike but differ, or look empty: zero-width characters, Hangul fillers (lib/users/invisible-characters.ts).
  // Staff look-alikes are refused on the server (lib/account/schema.ts: the confusables data is large).
  .refine((name) => !hasInvisibleCharacters(name), { error: "Username contains characters that are not allowed." });

// Never trimmed: every character of a password counts.
export const strongPasswordField = text("Password")
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`, abort: true })
  .refine(isStrongPassword, { error: "Password is not Strong enough." });

const newPasswordShape = { password: strongPasswordField, confirmPassword: text("Password confirmation") };

/** A new password and its confirmation must be the same. */
export function confirmed<S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S): S {
  return schema.refine((value) => value.password === value.confirmPassword, {
    error: AUTH_MESSAGES.passwordMismatch,
    path: ["confirmPassword"],
    // Only once the fields themselves are valid, so the first issue is the most useful one.
    when: (payload) => payload.issues.length === 0,
  });
}

export const registerSchema = confirmed(z.object({ username: usernameField, email: emailField, ...newPasswordShape }, { error: "Expected a JSON object." }));
export type RegisterInput = z.infer<typeof registerSchema>;

/** Login: both required; a malformed address is simply a failed login. */
export const credentialsSchema = z.object({
  // No control characters: PostgreSQL text cannot even hold a NUL.
  email: text("Email")
    .trim()
    .min(1)
    .max(EMAIL_MAX_LENGTH)
    .regex(/^[^\p{Cc}]+$/u),
  password: text("Password").min(1).max(PASSWORD_MAX_LENGTH),
});

/** Resend verification, forgot password. */
export const emailOnlySchema = z.object({ email: emailField }, { error: "Expected a JSON object with an email." });

export const resetCodeSchema = z.object(
  {
    email: emailField,
    code: text("Code")
      .trim()
      .regex(/^\d{6}$/, { error: `Enter the ${RESET_CODE_LENGTH}-digit code from the email.` }),
  },
  { error: "Expected a JSON object with an email and a code." },
);

export const resetPasswordSchema = confirmed(
  z.object({ email: emailField, token: text("Token").min(1).max(200), ...newPasswordShape }, { error: "Expected a JSON object." }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

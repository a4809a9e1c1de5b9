import "client-only";
// Signing up and resetting a password from the browser: /api/v1/auth/*. Each
// never throws: it answers the result as a value (./post-json.ts), and the
// form shows the answer's message, or the general one when it has none.
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { postJson, type PostResult } from "./post-json";

const FAILED = AUTH_MESSAGES.somethingWentWrong;

/** POST /auth/register: the answer may carry the address (`email`) and `mailSent: false` when the verification mail failed. */
export function register(input: { username: string; email: string; password: string; confirmPassword: string }): Promise<PostResult> {
  return postJson("/auth/register", input, FAILED);
}

/** POST /auth/resend-verification: the answer (`message`) is the same whether or not a link was sent. */
export function resendVerification(email: string): Promise<PostResult> {
  return postJson("/auth/resend-verification", { email }, FAILED);
}

/** POST /auth/login-link: e-mails a sign-in link; the answer (`message`) is the same whether or not one was sent. */
export function requestSignInLink(email: string): Promise<PostResult> {
  return postJson("/auth/login-link", { email }, FAILED);
}

/** POST /auth/forgot-password: sends a reset link and code to `email`. */
export function requestPasswordReset(input: { email: string }): Promise<PostResult> {
  return postJson("/auth/forgot-password", input, FAILED);
}

/** POST /auth/reset-code: a correct code answers the reset `token`. */
export function exchangeResetCode(input: { email: string; code: string }): Promise<PostResult> {
  return postJson("/auth/reset-code", input, FAILED);
}

/** POST /auth/reset-password: a new password with a reset token. */
export function resetPassword(input: { email: string; token: string; password: string; confirmPassword: string }): Promise<PostResult> {
  return postJson("/auth/reset-password", input, FAILED);
}

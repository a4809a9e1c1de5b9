import "server-only";
import { hashPassword } from "@/lib/users/password";
import { EmailInUseError, normalizeEmail, userStore, type PublicUser } from "@/lib/users/user-store";
import { emailField, type RegisterInput, type ResetPasswordInput } from "@/lib/auth/schema";
import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH, appLink, sendAccountExistsMail, sendResetMail, sendVerificationMail } from "./account-mail";
import { MailSendError, checkMailServer } from "@/lib/mail/send-mail";
import { TOKEN_LIFETIMES_MS } from "./rate-limits";
import { checkResetCode, issueResetCode, resetLinkIdentifier } from "./reset-code";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "./routes";
import { endSessionsAfter } from "./session-version";

// The account flows behind app/api/v1/auth/**. Inputs are already validated.

/**
 * Sign-up: creates the user with the display name and an argon2id hash, writes
 * the 'Register User Data' record (update or create) and sends the
 * verification e-mail. The account stays when the e-mail cannot be sent
 * (logged with its message id by sendMail): `mailSent` is then false, so the
 * answer can say so and offer to send again (resend-verification).
 *
 * An address that already has an account gets the same answer as a new one
 * (the same work too: the hash, one e-mail), so sign-up tells nobody which
 * addresses have accounts; the e-mail tells the owner what happened instead.
 */
export async function registerAccount(input: RegisterInput): Promise<{ email: string; mailSent: boolean }> {
  const store = userStore();
  const passwordHash = await hashPassword(input.password);
  let user: PublicUser;
  try {
    user = await store.createUser({ name: input.username, email: input.email, passwordHash });
  } catch (error) {
    if (!(error instanceof EmailInUseError)) throw error;
    return { email: normalizeEmail(input.email), mailSent: await mailed(() => mailAccountExists(input.email)) };
  }
  await store.saveRegistration(user.id, { userId: user.id, userName: input.username, createdAt: new Date().toISOString(), email: user.email });
  return { email: user.email, mailSent: await mailed(() => mailVerificationLink(user)) };
}

/** Whether `send` sent its e-mail; a failure is logged (sendMail logs its own with the message id). */
async function mailed(send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (!(error instanceof MailSendError)) console.error("sign-up e-mail failed", error);
    return false;
  }
}

async function mailAccountExists(email: string): Promise<void> {
  const owner = await userStore().getUserByEmail(email);
  if (!owner) return;
  await sendAccountExistsMail({ to: owner.email, name: owner.name, loginLink: appLink(LOGIN_PATH, {}), resetLink: appLink(FORGOT_PASSWORD_PATH, {}) });
}

async function mailVerificationLink(user: PublicUser): Promise<void> {
  const lifetimeMs = TOKEN_LIFETIMES_MS.verify;
  const token = await userStore().issueToken({ identifier: user.email, purpose: "verify", ttlMs: lifetimeMs });
  const link = appLink(VERIFY_EMAIL_PATH, { email: user.email, token });
  await sendVerificationMail({ to: user.email, name: user.name, link, lifetimeMs });
}

/**
 * A new verification link, if the address has an unverified account. Without
 * one, the mail server is still checked, so the caller can answer alike
 * either way, also when mail cannot be sent.
 * @throws MailSendError when the e-mail could not be sent (or the server not reached).
 */
export async function resendVerification(email: string): Promise<void> {
  const user = await userStore().getUserByEmail(email);
  if (user && !user.emailVerified) await mailVerificationLink(user);
  else await checkMailServer();
}

export type VerifyLinkResult = "verified" | "already-verified" | "invalid";

/** The account a verification link has just verified, for the session it starts (lib/auth/session-cookie.ts). */
export type VerifiedUser = { id: string; name: string | null; email: string; sessionVersion: number };

export type VerifyLinkOutcome = { result: "verified"; user: VerifiedUser } | { result: Exclude<VerifyLinkResult, "verified"> };

/**
 * Follows a verification link: single use, expiring, for the address it was
 * sent to. The link that verifies the account also signs it in (`user`): it
 * came through the account's mailbox, as a sign-in link does
 * (lib/auth/login-link.ts), and it is short-lived for that reason. A live
 * link for an address verified another way since (a reset link) only says
 * so: signing in is the sign-in link's job.
 */
export async function verifyEmailLink({ email, token }: { email: string; token: string }): Promise<VerifyLinkOutcome> {
  const store = userStore();
  // The link's parameters are whatever arrived: check them like a form's.
  const parsed = emailField.safeParse(email);
  if (!parsed.success) return { result: "invalid" };
  const address = normalizeEmail(parsed.data);
  const used = await store.consumeToken({ identifier: address, purpose: "verify", token });
  const credentials = await store.getCredentials(address);
  if (!credentials) return { result: "invalid" };
  const { user, sessionVersion } = credentials;
  if (user.emailVerified) return { result: "already-verified" };
  if (!used) return { result: "invalid" };
  await store.markEmailVerified(user.id);
  return { result: "verified", user: { id: user.id, name: user.name, email: user.email, sessionVersion } };
}

/**
 * Forgot password: if the address has an account, e-mails a reset link and a
 * 6-digit code. Without one, the mail server is still checked (a connection,
 * no message), so the answer is the same whether or not the account exists,
 * also when mail cannot be sent. The send is awaited so that a failure reaches
 * the user; the timings of the two paths differ by the database writes and
 * the message itself (rate limits bound how often anyone can measure that).
 * @throws MailSendError when the e-mail could not be sent (or the server not reached).
 */
export async function requestPasswordReset(email: string, client: string): Promise<void> {
  const credentials = await userStore().getCredentials(email);
  if (!credentials) return checkMailServer();
  const { user, sessionVersion } = credentials;
  const lifetimeMs = TOKEN_LIFETIMES_MS.reset;
  const token = await userStore().issueToken({ identifier: resetLinkIdentifier(user.email, sessionVersion), purpose: "reset", ttlMs: lifetimeMs });
  const code = await issueResetCode({ email: user.email, sessionVersion, ttlMs: lifetimeMs, client });
  const link = appLink(RESET_PASSWORD_PATH, { email: user.email, token });
  await sendResetMail({ to: user.email, name: user.name, link, code, lifetimeMs });
}

/**
 * Exchanges a correct code (used up by this) for a short-lived reset token,
 * which the new-password form then sends like a link's token. Otherwise why
 * not: "wrong" (wrong, used or expired, or no such account) or "burnt" (too
 * many wrong codes from this client: it must ask for a new one).
 */
export async function exchangeResetCode({
  email,
  code,
  client,
}: {
  email: string;
  code: string;
  /** The client address, as lib/rate-limit/client-ip.ts tells it: wrong codes are counted per client. */
  client: string;
}): Promise<{ token: string } | { refused: "wrong" | "burnt" }> {
  const store = userStore();
  const address = normalizeEmail(email);
  const credentials = await store.getCredentials(address);
  // Unknown addresses still cost the lookup of a code, like known ones.
  const sessionVersion = credentials?.sessionVersion ?? 0;
  const check = await checkResetCode({ email: address, sessionVersion, code, client });
  if (check !== "right") return { refused: check };
  if (!credentials) return { refused: "wrong" };
  const token = await store.issueToken({
    identifier: resetLinkIdentifier(address, sessionVersion),
    purpose: "reset",
    ttlMs: TOKEN_LIFETIMES_MS.resetAfterCode,
  });
  return { token };
}

/**
 * Whether a reset link (address + token) would still set a password: what
 * /resetpass checks before it shows the form. Looks, does not use up.
 */
export async function resetLinkIsLive({ email, token }: { email: string; token: string }): Promise<boolean> {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) return false;
  const store = userStore();
  const address = normalizeEmail(parsed.data);
  const credentials = await store.getCredentials(address);
  if (!credentials) return false;
  return store.isTokenLive({ identifier: resetLinkIdentifier(address, credentials.sessionVersion), purpose: "reset", token });
}

/**
 * Sets a new password with a reset token (single use, expiring). This bumps
 * the session version, which ends every session and voids every other reset
 * link and code; it also verifies the address, whose mailbox the token came through.
 */
export async function resetPassword({ email, token, password }: Pick<ResetPasswordInput, "email" | "token" | "password">): Promise<boolean> {
  const store = userStore();
  const address = normalizeEmail(email);
  const credentials = await store.getCredentials(address);
  if (!credentials) return false;
  const { user, sessionVersion } = credentials;
  const used = await store.consumeToken({ identifier: resetLinkIdentifier(address, sessionVersion), purpose: "reset", token });
  if (!used) return false;
  const passwordHash = await hashPassword(password);
  await endSessionsAfter(user.id, () => store.setPasswordHash(user.id, passwordHash));
  await store.markEmailVerified(user.id);
  return true;
}

import "server-only";
import { CONFIRM_EMAIL_PATH, appLink, sendEmailChangeMail, sendEmailChangedNotice } from "@/lib/auth/account-mail";
import { TOKEN_LIFETIMES_MS } from "@/lib/auth/rate-limits";
import { endSessionsAfter } from "@/lib/auth/session-version";
import { MailSendError } from "@/lib/mail/send-mail";
import { hashPassword, verifyPassword } from "@/lib/users/password";
import { EmailInUseError, normalizeEmail, userStore, type PublicUser } from "@/lib/users/user-store";
import { emailField } from "@/lib/auth/schema";

// The account page's profile changes: name, password, e-mail address. Inputs
// are already validated; the user id is always the session's.

/** The user, if `password` is their current one; "wrong" if not; null when the user is gone. */
export async function checkCurrentPassword(userId: string, password: string): Promise<{ user: PublicUser } | "wrong" | null> {
  const store = userStore();
  const user = await store.getUserById(userId);
  if (!user) return null;
  const credentials = await store.getCredentials(user.email);
  return (await verifyPassword(credentials?.passwordHash ?? null, password)) ? { user } : "wrong";
}

/**
 * The display name, in the user store and in the 'Register User Data'
 * record (updated if it exists, created otherwise, as at sign-up).
 * @throws UserNotFoundError
 */
export async function renameUser(userId: string, name: string): Promise<PublicUser> {
  const store = userStore();
  const user = await store.setName(userId, name);
  await saveRegistration(user);
  return user;
}

/** Writes the registration record from the user as it is now, keeping the record's first createdAt. */
async function saveRegistration(user: PublicUser): Promise<void> {
  const store = userStore();
  const existing = await store.getRegistration(user.id);
  const createdAt = existing && !Number.isNaN(Date.parse(existing.createdAt)) ? existing.createdAt : new Date().toISOString();
  await store.saveRegistration(user.id, { userId: user.id, userName: user.name ?? "", createdAt, email: user.email });
}

/**
 * A new password, given the current one. Every session ends (a new session
 * version); the caller renews the one that asked. Returns the new version.
 */
export async function changePassword(userId: string, currentPassword: string, password: string): Promise<{ sessionVersion: number } | "wrong" | null> {
  const checked = await checkCurrentPassword(userId, currentPassword);
  if (checked === null || checked === "wrong") return checked;
  const passwordHash = await hashPassword(password);
  return endSessionsAfter(userId, () => userStore().setPasswordHash(userId, passwordHash));
}

/** The token identifier of a change to `email`: the user and the address, so a link moves only that user to only that address. */
function emailChangeIdentifier(userId: string, email: string): string {
  return `${userId}#${email}`;
}

export type EmailChangeRequest = "sent" | "wrong" | "in-use" | "current" | null;

/**
 * Sends the link that moves the account to `newEmail` (single use, expiring,
 * only its hash stored), given the current password. The address stays as it
 * is until the link is opened.
 * @throws MailSendError when the e-mail could not be sent.
 */
export async function requestEmailChange(userId: string, password: string, newEmail: string): Promise<EmailChangeRequest> {
  const checked = await checkCurrentPassword(userId, password);
  if (checked === null || checked === "wrong") return checked;
  const { user } = checked;
  const email = normalizeEmail(newEmail);
  if (email === user.email) return "current";
  if (await userStore().getUserByEmail(email)) return "in-use";
  const lifetimeMs = TOKEN_LIFETIMES_MS.emailChange;
  const token = await userStore().issueToken({ identifier: emailChangeIdentifier(userId, email), purpose: "email-change", ttlMs: lifetimeMs });
  await sendEmailChangeMail({ to: email, name: user.name, link: appLink(CONFIRM_EMAIL_PATH, { user: userId, email, token }), lifetimeMs });
  return "sent";
}

export type EmailChangeResult = { outcome: "changed"; user: PublicUser } | { outcome: "invalid" | "in-use" };

/**
 * Follows the link: moves the account to the address the link was sent to,
 * once. Other pending links of the user stop working; the old address is told.
 */
export async function confirmEmailChange({ userId, email, token }: { userId: string; email: string; token: string }): Promise<EmailChangeResult> {
  const store = userStore();
  const parsed = emailField.safeParse(email);
  if (!parsed.success || !userId) return { outcome: "invalid" };
  const address = normalizeEmail(parsed.data);
  if (!(await store.consumeToken({ identifier: emailChangeIdentifier(userId, address), purpose: "email-change", token }))) return { outcome: "invalid" };
  const before = await store.getUserById(userId);
  if (!before) return { outcome: "invalid" };
  let user: PublicUser;
  try {
    user = await store.changeEmail(userId, address);
  } catch (error) {
    if (error instanceof EmailInUseError) return { outcome: "in-use" };
    throw error;
  }
  await store.deleteTokens("email-change", userId);
  await saveRegistration(user);
  try {
    await sendEmailChangedNotice({ to: before.email, name: user.name, newEmail: user.email });
  } catch (error) {
    // Logged with its message id where it failed; the change itself is done.
    if (!(error instanceof MailSendError)) console.error("e-mail change notice failed", error);
  }
  return { outcome: "changed", user };
}

/** The user's pending e-mail change tokens, as UserStore.deleteTokens names them (for deleting the account). */
export function emailChangeTokens(userId: string) {
  return { purpose: "email-change" as const, identifier: userId };
}

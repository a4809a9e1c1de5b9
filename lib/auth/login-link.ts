import "server-only";
import { checkMailServer } from "@/lib/mail/send-mail";
import { emailField } from "@/lib/auth/schema";
import { normalizeEmail, userStore } from "@/lib/users/user-store";
import { SIGN_IN_LINK_PATH, appLink, sendSignInLinkMail } from "./account-mail";
import { TOKEN_LIFETIMES_MS } from "./rate-limits";

// The e-mailed sign-in link: a way in that strangers' wrong passwords cannot
// close (lib/auth/login-budgets.ts refuses password logins from new clients
// while an account is under attack). Whoever opens the link proves they read
// the account's mail, as a reset link does, without choosing a new password.
//
// Tokens live in the user store like the other e-mailed links (purpose
// "login-link", only a hash stored), single use and short-lived. The
// identifier carries the session version, so a password change or "Log out
// of all devices" voids every link sent before it. Each request adds a link
// instead of replacing the last: links a stranger has sent to the owner's
// mailbox stay usable by the owner, whose own request may then be refused
// by the per-address budget.

export type SignInLinkUser = { id: string; name: string | null; email: string; sessionVersion: number };

function linkIdentifier(email: string, sessionVersion: number): string {
  return `${email}#${sessionVersion}`;
}

/**
 * E-mails a sign-in link if the address has an account. Without one, the mail
 * server is still checked (a connection, no message), so the caller can
 * answer alike either way, also when mail cannot be sent.
 * @throws MailSendError when the e-mail could not be sent (or the server not reached).
 */
export async function requestSignInLink(email: string): Promise<void> {
  const credentials = await userStore().getCredentials(email);
  if (!credentials) return checkMailServer();
  const { user, sessionVersion } = credentials;
  const lifetimeMs = TOKEN_LIFETIMES_MS.loginLink;
  const token = await userStore().issueToken({ identifier: linkIdentifier(user.email, sessionVersion), purpose: "login-link", ttlMs: lifetimeMs });
  const link = appLink(SIGN_IN_LINK_PATH, { email: user.email, token });
  await sendSignInLinkMail({ to: user.email, name: user.name, link, lifetimeMs });
}

/**
 * Uses a sign-in link (address + token): the account it signs in, or null when
 * the link is unknown, used, expired or from before a password change. The
 * address is marked verified: the link came through its mailbox.
 */
export async function redeemSignInLink({ email, token }: { email: string; token: string }): Promise<SignInLinkUser | null> {
  // The link's parameters are whatever arrived: check them like a form's.
  const parsed = emailField.safeParse(email);
  if (!parsed.success) return null;
  const store = userStore();
  const address = normalizeEmail(parsed.data);
  const credentials = await store.getCredentials(address);
  if (!credentials) return null;
  const { user, sessionVersion } = credentials;
  if (!(await store.consumeToken({ identifier: linkIdentifier(address, sessionVersion), purpose: "login-link", token }))) return null;
  if (!user.emailVerified) await store.markEmailVerified(user.id);
  return { id: user.id, name: user.name, email: user.email, sessionVersion };
}

import "server-only";
import { CredentialsSignin, type User } from "next-auth";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { verifyPassword } from "@/lib/users/password";
import { normalizeEmail, userStore } from "@/lib/users/user-store";
import { credentialsSchema } from "@/lib/auth/schema";
import { SIGNIN_CODES, rateLimitedCode } from "./messages";
import { rememberLoginClient, reserveLoginAttempt } from "./login-budgets";

// next-auth sends a CredentialsSignin's `code` to the browser, where signIn()
// returns it: the login form maps it to its messages.

/** Wrong e-mail or password (the same code for both, and similar timing). */
export class InvalidCredentialsError extends CredentialsSignin {
  override code = SIGNIN_CODES.invalidCredentials;
}

/** Right password, address not verified yet: 'User not exist!'. */
export class UnverifiedEmailError extends CredentialsSignin {
  override code = SIGNIN_CODES.unverified;
}

/**
 * Too many attempts; the code carries the minutes until the window ends, for
 * the form to say when to try again, and whether the budget strangers share
 * refused it (the form then offers an e-mailed sign-in link).
 */
export class LoginRateLimitedError extends CredentialsSignin {
  constructor(retryAfterSeconds: number, shared = false) {
    super();
    this.code = rateLimitedCode(retryAfterSeconds, shared);
  }
}

export type AuthorizedUser = User & { id: string; name: string | null; email: string; sessionVersion: number };

/**
 * The Credentials provider's authorize(): the failure budgets
 * (lib/auth/login-budgets.ts), then the password check. Unknown addresses cost one argon2
 * verification too, so response times do not tell which addresses have
 * accounts; the verified check comes after the password, so 'User not exist!'
 * is only ever shown to someone who knows the password.
 * @throws a CredentialsSignin subclass whose `code` says why.
 */
export async function authorizeCredentials(credentials: Partial<Record<string, unknown>>, request: Request): Promise<AuthorizedUser> {
  const parsed = credentialsSchema.safeParse(credentials);
  if (!parsed.success) throw new InvalidCredentialsError();
  const email = normalizeEmail(parsed.data.email);

  const client = clientIp(request.headers);
  const attempt = await reserveLoginAttempt(email, client);
  if (attempt.refused) throw new LoginRateLimitedError(attempt.refused.retryAfterSeconds, attempt.shared);

  const credentialsRecord = await userStore().getCredentials(email);
  const passwordOk = await verifyPassword(credentialsRecord?.passwordHash ?? null, parsed.data.password);
  // A wrong password keeps its reserved failure; a right one gives it back.
  if (!credentialsRecord || !passwordOk) throw new InvalidCredentialsError();
  await Promise.all([attempt.release(), rememberLoginClient(email, client)]);

  const { user, sessionVersion } = credentialsRecord;
  if (!user.emailVerified) throw new UnverifiedEmailError();
  return { id: user.id, name: user.name, email: user.email, sessionVersion };
}

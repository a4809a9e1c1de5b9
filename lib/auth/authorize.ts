import "server-only";
import { CredentialsSignin, type User } from "next-auth";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { verifyPassword } from "@/lib/users/password";
import { normalizeEmail, userStore } from "@/lib/users/user-store";
import { credentialsSchema } from "@/lib/validations/auth";
import { SIGNIN_CODES, rateLimitedCode } from "./messages";
import { AUTH_RATE_LIMITS } from "./rate-limits";

// next-auth sends a CredentialsSignin's `code` to the browser, where signIn()
// returns it: the login form maps it to the spec's messages.

/** Wrong e-mail or password (the same code for both, and similar timing). */
export class InvalidCredentialsError extends CredentialsSignin {
  override code = SIGNIN_CODES.invalidCredentials;
}

/** Right password, address not verified yet: the spec's 'User not exist!'. */
export class UnverifiedEmailError extends CredentialsSignin {
  override code = SIGNIN_CODES.unverified;
}

/** Too many attempts; the code carries the minutes until the window ends, for the form to say when to try again. */
export class LoginRateLimitedError extends CredentialsSignin {
  constructor(retryAfterSeconds: number) {
    super();
    this.code = rateLimitedCode(retryAfterSeconds);
  }
}

export type AuthorizedUser = User & { id: string; name: string | null; email: string; sessionVersion: number };

/**
 * The Credentials provider's authorize(): rate limits (per client, then per
 * account), then the password check. Unknown addresses cost one argon2
 * verification too, so response times do not tell which addresses have
 * accounts; the verified check comes after the password, so 'User not exist!'
 * is only ever shown to someone who knows the password.
 * @throws a CredentialsSignin subclass whose `code` says why.
 */
export async function authorizeCredentials(credentials: Partial<Record<string, unknown>>, request: Request): Promise<AuthorizedUser> {
  const parsed = credentialsSchema.safeParse(credentials);
  if (!parsed.success) throw new InvalidCredentialsError();
  const email = normalizeEmail(parsed.data.email);

  const perClient = await consumeRateLimit({ key: `login:ip:${clientIp(request.headers)}`, ...AUTH_RATE_LIMITS.loginPerClient });
  if (!perClient.allowed) throw new LoginRateLimitedError(perClient.retryAfterSeconds);
  const perAccount = await consumeRateLimit({ key: `login:account:${email}`, ...AUTH_RATE_LIMITS.loginPerAccount });
  if (!perAccount.allowed) throw new LoginRateLimitedError(perAccount.retryAfterSeconds);

  const credentialsRecord = await userStore().getCredentials(email);
  const passwordOk = await verifyPassword(credentialsRecord?.passwordHash ?? null, parsed.data.password);
  if (!credentialsRecord || !passwordOk) throw new InvalidCredentialsError();

  const { user, sessionVersion } = credentialsRecord;
  if (!user.emailVerified) throw new UnverifiedEmailError();
  return { id: user.id, name: user.name, email: user.email, sessionVersion };
}

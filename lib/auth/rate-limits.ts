// Request budgets of the account endpoints. Per client address (X-Forwarded-For
// behind a proxy, see lib/rate-limit/client-ip.ts) and, where an account is
// named, per normalised e-mail address, so neither many addresses from one
// client nor many clients against one address get far.
import type { RateLimitOptions } from "@/lib/rate-limit/rate-limit";

type Budget = Omit<RateLimitOptions, "key">;

const MINUTE = 60;

export const AUTH_RATE_LIMITS = {
  /** Failed logins (lib/auth/login-budgets.ts): per client across accounts, per account and client, and per account from clients it does not know. */
  loginPerClient: { limit: 30, windowSeconds: 15 * MINUTE },
  loginPerAccountClient: { limit: 10, windowSeconds: 15 * MINUTE },
  loginPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  registerPerClient: { limit: 10, windowSeconds: 60 * MINUTE },
  /** Resend verification and forgot password: each sends an e-mail. */
  mailPerClient: { limit: 10, windowSeconds: 60 * MINUTE },
  mailPerAccount: { limit: 3, windowSeconds: 15 * MINUTE },
  /** E-mailed sign-in links (lib/auth/login-link.ts): as the other mails, under their own keys so a reset request does not use one up. */
  loginLinkPerClient: { limit: 10, windowSeconds: 60 * MINUTE },
  loginLinkPerAccount: { limit: 3, windowSeconds: 15 * MINUTE },
  /** Following a sign-in link. Tokens have 256 bits; this only stops floods. */
  loginLinkUsePerClient: { limit: 30, windowSeconds: 15 * MINUTE },
  /** Following a verification link. Tokens have 256 bits; this only stops floods. */
  verifyLinkPerClient: { limit: 30, windowSeconds: 15 * MINUTE },
  resetPerClient: { limit: 20, windowSeconds: 15 * MINUTE },
  /** The account page's checks of the current password (change password or address, delete), per user: as login's per account. */
  accountPasswordPerUser: { limit: 10, windowSeconds: 15 * MINUTE },
  /** E-mail change links sent, per user. */
  emailChangePerUser: { limit: 3, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, Budget>;

/** A client (address) the account logged in from stays known for this long after its last successful login. */
export const KNOWN_LOGIN_CLIENT_SECONDS = 90 * 24 * 60 * MINUTE;

/** How long the e-mailed links and codes work. */
export const TOKEN_LIFETIMES_MS = {
  /** The verification link: short, since it also signs the new learner in (app/api/v1/auth/verify-email). */
  verify: 60 * MINUTE * 1000,
  /** The reset link and the 6-digit code in the same e-mail. */
  reset: 30 * MINUTE * 1000,
  /** The token a correct code is exchanged for: long enough to type a new password. */
  resetAfterCode: 15 * MINUTE * 1000,
  /** The e-mailed sign-in link: short, since it opens a session by itself. */
  loginLink: 15 * MINUTE * 1000,
  /** The link that confirms a new e-mail address. */
  emailChange: 24 * 60 * MINUTE * 1000,
} as const;

/**
 * Code attempts allowed per account, right or wrong, an hour, across codes.
 * Five wrong codes burn a code (lib/auth/reset-code.ts); the learner then asks
 * for a new one, which this leaves room for. Without it each new code (up to
 * mailPerAccount of them) would bring five more guesses.
 */
export const RESET_CODE_ATTEMPTS: Budget = { limit: 10, windowSeconds: 60 * MINUTE };

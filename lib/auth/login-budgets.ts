import "server-only";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { MAX_KEY_LENGTH, consumeRateLimit, releaseRateLimit, type RateLimitResult } from "@/lib/rate-limit/rate-limit";
import { AUTH_RATE_LIMITS, KNOWN_LOGIN_CLIENT_SECONDS } from "./rate-limits";

// Failed logins, counted so that nobody can lock a learner out and brute force
// stays as slow as it was (OWASP "Blocking Brute Force Attacks"):
// - per client (address), across accounts: one client spraying many accounts;
// - per account and client: one client guessing one account;
// - per account, for clients the account has not logged in from: many
//   clients guessing one account share one budget, so an attacker gets 10
//   guesses per 15 minutes per account however many addresses they have.
// A client the account logged in from in the last 90 days is exempt from the
// last budget, so strangers' failures never refuse the owner's own client.
// On a new client the owner can still be refused by it while strangers guess:
// the login form then says so and offers an e-mailed sign-in link
// (lib/auth/login-link.ts), which no failure budget touches.
// Only failures count. Each attempt reserves its slots before the password is
// checked (so attempts arriving at once cannot overrun a budget) and gives
// them back when the password was right, or when another budget refused it.
// Without a trusted proxy every request's client is "direct" (lib/rate-limit/
// client-ip.ts): nobody can be told apart, so no client is ever known there.

type Reserved = { release(): Promise<void> };
/** `shared`: the refusal came from the budget strangers share (the account's, for clients it does not know). */
export type LoginAttempt = { refused: RateLimitResult; shared: boolean } | ({ refused?: undefined } & Reserved);

const UNIDENTIFIED_CLIENTS = new Set(["direct", "unknown"]);

// Keys end in `:account:<email>`, as every counter naming an address does, so
// deleting the account removes them (lib/account/user-data.ts).
function knownClientKey(email: string, client: string): string {
  return `login-known:${client}:account:${email}`;
}

/** True when `email` logged in from `client` in the last 90 days (never for an unidentified client). */
export async function isKnownLoginClient(email: string, client: string): Promise<boolean> {
  if (UNIDENTIFIED_CLIENTS.has(client)) return false;
  const row = await kysely()
    .selectFrom("rate_limits")
    .select("key")
    .where("key", "=", knownClientKey(email, client).slice(0, MAX_KEY_LENGTH))
    .where("expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers that `email` logged in from `client` (a successful login renews it). */
export async function rememberLoginClient(email: string, client: string): Promise<void> {
  if (UNIDENTIFIED_CLIENTS.has(client)) return;
  const key = knownClientKey(email, client).slice(0, MAX_KEY_LENGTH);
  const expires = sql<Date>`now() + make_interval(secs => ${KNOWN_LOGIN_CLIENT_SECONDS})`;
  await kysely()
    .insertInto("rate_limits")
    .values({ key, window_start: sql<Date>`now()`, expires_at: expires, count: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({ window_start: sql<Date>`now()`, expires_at: eb.ref("excluded.expires_at"), count: 1 })),
    )
    .execute();
}

/**
 * Reserves one failure in each budget the attempt falls under; the first
 * budget that is spent refuses it (and what the others reserved is given back).
 * Otherwise the caller checks the password and calls release() if it was right.
 */
export async function reserveLoginAttempt(email: string, client: string): Promise<LoginAttempt> {
  const budgets = [
    { key: `login:ip:${client}`, ...AUTH_RATE_LIMITS.loginPerClient, shared: false },
    { key: `login-client:${client}:account:${email}`, ...AUTH_RATE_LIMITS.loginPerAccountClient, shared: false },
  ];
  if (!(await isKnownLoginClient(email, client))) budgets.push({ key: `login:account:${email}`, ...AUTH_RATE_LIMITS.loginPerAccount, shared: true });
  const taken: string[] = [];
  const release = async () => {
    await Promise.all(taken.map((key) => releaseRateLimit(key)));
  };
  for (const budget of budgets) {
    const result = await consumeRateLimit(budget);
    // A spent budget's count stops at its limit + 1 and stays there: giving
    // that back would let two refused attempts lower it below the limit.
    if (!result.allowed) {
      await release();
      return { refused: result, shared: budget.shared };
    }
    taken.push(budget.key);
  }
  return { release };
}

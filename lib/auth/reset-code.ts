import "server-only";
import { createHmac, randomInt } from "node:crypto";
import { authSecret } from "@/lib/env";
import { consumeRateLimit, forgetRateLimit, releaseRateLimit } from "@/lib/rate-limit/rate-limit";
import { hashToken, required, tokenIdentifier } from "@/lib/users/tokens";
import { userStore } from "@/lib/users/user-store";
import { TOKEN_LIFETIMES_MS } from "./rate-limits";

const RESET_CODE_WINDOW_SECONDS = TOKEN_LIFETIMES_MS.reset / 1000;

// Password-reset tokens are tied to the user's session version: a reset bumps
// it, so every other link and code sent before the reset stops working too.
// An account has one live code at a time: a new one replaces the last, and
// RESET_CODE_MAX_WRONG wrong codes burn it (the learner asks for a new one).

/** Wrong codes that burn the account's code. */
export const RESET_CODE_MAX_WRONG = 5;

/** The identifier of reset links (and of tokens a correct code is exchanged for). */
export function resetLinkIdentifier(email: string, sessionVersion: number): string {
  return `${email}#${sessionVersion}`;
}

function resetCodeIdentifier(email: string, sessionVersion: number): string {
  return `${email}#${sessionVersion}#code`;
}

/** Six random digits, leading zeros kept. */
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * A code in the form the store's single-use tokens take (43 base64url
 * characters). Keyed with AUTH_SECRET: a million possible codes would be
 * trivial to try offline against a plain hash in a leaked table.
 */
function codeToken(email: string, code: string): string {
  return createHmac("sha256", authSecret()).update(`reset-code\n${email}\n${code}`).digest("base64url");
}

/** The counter of wrong codes (rate_limits), per account; a new code starts it afresh. */
function wrongCodesKey(email: string): string {
  return `reset-code-wrong:account:${email}`;
}

/**
 * Stores a new code for the account, replacing any earlier one, with a fresh
 * allowance of wrong guesses; returns it. The store keeps only a hash.
 */
export async function issueResetCode({ email, sessionVersion, ttlMs }: { email: string; sessionVersion: number; ttlMs: number }): Promise<string> {
  const create = required(userStore().adapter.createVerificationToken, "createVerificationToken");
  await userStore().deleteTokens("reset", resetCodeIdentifier(email, sessionVersion));
  await forgetRateLimit(wrongCodesKey(email));
  // A code equal to one still stored for the account collides with its key: draw again.
  for (let attempt = 1; ; attempt++) {
    const code = newResetCode();
    try {
      await create({
        identifier: tokenIdentifier("reset", resetCodeIdentifier(email, sessionVersion)),
        token: hashToken(codeToken(email, code)),
        expires: new Date(Date.now() + ttlMs),
      });
      return code;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

export type ResetCodeCheck = "right" | "wrong" | "burnt";

/**
 * "right" once for the account's stored, unexpired code (it is used up).
 * Otherwise the wrong guess is counted, and the RESET_CODE_MAX_WRONG-th burns
 * the code: "burnt" from then on, until a new code is sent. Counted for
 * addresses without an account too, so the answers do not tell them apart.
 *
 * The guess takes its slot before the code is compared: guesses arriving at
 * the same moment each get a distinct count, and one past the limit is never
 * compared at all, so no more than RESET_CODE_MAX_WRONG guesses are ever
 * checked against a code. A right code gives its slot back.
 */
export async function checkResetCode({ email, sessionVersion, code }: { email: string; sessionVersion: number; code: string }): Promise<ResetCodeCheck> {
  const identifier = resetCodeIdentifier(email, sessionVersion);
  // The window outlives any code: it opens at the first guess, after the code was sent.
  const { count } = await consumeRateLimit({ key: wrongCodesKey(email), limit: RESET_CODE_MAX_WRONG, windowSeconds: RESET_CODE_WINDOW_SECONDS });
  if (count > RESET_CODE_MAX_WRONG) return "burnt";
  if (await userStore().consumeToken({ identifier, purpose: "reset", token: codeToken(email, code) })) {
    await releaseRateLimit(wrongCodesKey(email));
    return "right";
  }
  if (count < RESET_CODE_MAX_WRONG) return "wrong";
  await userStore().deleteTokens("reset", identifier);
  return "burnt";
}

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
//
// Strangers must not be able to take away the code the learner's own client
// asked for. So an account keeps up to RESET_CODE_SLOTS live codes (a new one
// takes the next slot in turn, replacing only the oldest), and wrong codes are
// counted per client and account: RESET_CODE_MAX_WRONG wrong codes burn the
// codes for that client alone (it asks for a new one, which starts its count
// afresh); other clients' guesses leave them working. Guessing stays bounded
// by the route's attempts per account (RESET_CODE_ATTEMPTS in ./rate-limits).

/** Wrong codes from one client that burn the account's codes for that client. */
export const RESET_CODE_MAX_WRONG = 5;

/** Live codes an account keeps at most: each request adds one, the oldest goes first. */
export const RESET_CODE_SLOTS = 3;

/** The identifier of reset links (and of tokens a correct code is exchanged for). */
export function resetLinkIdentifier(email: string, sessionVersion: number): string {
  return `${email}#${sessionVersion}`;
}

function resetCodeIdentifier(email: string, sessionVersion: number): string {
  return `${email}#${sessionVersion}#code`;
}

/** One slot's identifier; deleteTokens() of resetCodeIdentifier() removes them all. */
function resetCodeSlotIdentifier(email: string, sessionVersion: number, slot: number): string {
  return `${resetCodeIdentifier(email, sessionVersion)}#${slot}`;
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

/** The counter of wrong codes (rate_limits), per client and account; the client's new request starts it afresh. */
function wrongCodesKey(email: string, client: string): string {
  return `reset-code-wrong:client:${client}:account:${email}`;
}

/** The counter of codes issued to the account within a code's lifetime: it picks the next slot. */
function issuedCodesKey(email: string): string {
  return `reset-code-issued:account:${email}`;
}

/**
 * Stores a new code for the account in the next slot (replacing the code
 * there, the oldest of the live ones) and gives the requesting client a fresh
 * allowance of wrong guesses; returns the code. The store keeps only a hash.
 */
export async function issueResetCode({
  email,
  sessionVersion,
  ttlMs,
  client,
}: {
  email: string;
  sessionVersion: number;
  ttlMs: number;
  client: string;
}): Promise<string> {
  const create = required(userStore().adapter.createVerificationToken, "createVerificationToken");
  // A window as long as a code lives: when it ends, every code issued in it has expired too.
  const { count } = await consumeRateLimit({ key: issuedCodesKey(email), limit: 1_000_000, windowSeconds: RESET_CODE_WINDOW_SECONDS });
  const identifier = resetCodeSlotIdentifier(email, sessionVersion, (count - 1) % RESET_CODE_SLOTS);
  await userStore().deleteTokens("reset", identifier);
  await forgetRateLimit(wrongCodesKey(email, client));
  // A code equal to one still stored in the slot collides with its key: draw again.
  for (let attempt = 1; ; attempt++) {
    const code = newResetCode();
    try {
      await create({
        identifier: tokenIdentifier("reset", identifier),
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

/** Uses up the code if one of the account's slots holds it. */
async function consumeAnySlot(email: string, sessionVersion: number, code: string): Promise<boolean> {
  const token = codeToken(email, code);
  for (let slot = 0; slot < RESET_CODE_SLOTS; slot++) {
    const identifier = resetCodeSlotIdentifier(email, sessionVersion, slot);
    if (await userStore().consumeToken({ identifier, purpose: "reset", token })) return true;
  }
  return false;
}

/**
 * "right" once for one of the account's stored, unexpired codes (it is used
 * up). Otherwise the wrong guess is counted for this client, and its
 * RESET_CODE_MAX_WRONG-th burns the codes for this client: "burnt" from then
 * on, until this client asks for a new code. Counted for addresses without an
 * account too, so the answers do not tell them apart.
 *
 * The guess takes its slot before the code is compared: guesses arriving at
 * the same moment each get a distinct count, and one past the limit is never
 * compared at all, so no more than RESET_CODE_MAX_WRONG guesses from one
 * client are ever compared. A right code gives its slot back.
 */
export async function checkResetCode({
  email,
  sessionVersion,
  code,
  client,
}: {
  email: string;
  sessionVersion: number;
  code: string;
  client: string;
}): Promise<ResetCodeCheck> {
  const key = wrongCodesKey(email, client);
  // The window outlives any code: it opens at the first guess, after the code was sent.
  const { count } = await consumeRateLimit({ key, limit: RESET_CODE_MAX_WRONG, windowSeconds: RESET_CODE_WINDOW_SECONDS });
  if (count > RESET_CODE_MAX_WRONG) return "burnt";
  if (await consumeAnySlot(email, sessionVersion, code)) {
    await releaseRateLimit(key);
    return "right";
  }
  return count < RESET_CODE_MAX_WRONG ? "wrong" : "burnt";
}

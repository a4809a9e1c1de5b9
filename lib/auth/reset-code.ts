import "server-only";
import { createHmac, randomInt } from "node:crypto";
import { authSecret } from "@/lib/env";
import { hashToken, required, tokenIdentifier } from "@/lib/users/tokens";
import { userStore } from "@/lib/users/user-store";

// Password-reset tokens are tied to the user's session version: a reset bumps
// it, so every other link and code sent before the reset stops working too.

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

/** Stores a new code for the account; returns it. The store keeps only a hash. */
export async function issueResetCode({ email, sessionVersion, ttlMs }: { email: string; sessionVersion: number; ttlMs: number }): Promise<string> {
  const create = required(userStore().adapter.createVerificationToken, "createVerificationToken");
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

/** True once for a stored, unexpired code of this account (it is used up). */
export function consumeResetCode({ email, sessionVersion, code }: { email: string; sessionVersion: number; code: string }): Promise<boolean> {
  return userStore().consumeToken({ identifier: resetCodeIdentifier(email, sessionVersion), purpose: "reset", token: codeToken(email, code) });
}

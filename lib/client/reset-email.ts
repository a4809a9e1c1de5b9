import "client-only";
// The address a password reset was asked for, kept for this tab (session
// storage) after Continue on /forgotpass sends the learner home, so the code
// panel has it when they come back with the e-mailed code.

const KEY = "lexi:reset-email";

/** The fragment that opens /forgotpass at its code panel. */
export const CODE_PANEL_HASH = "#code";

export function rememberResetEmail(email: string): void {
  try {
    window.sessionStorage.setItem(KEY, email);
  } catch {
    // Blocked storage: the learner types the address again.
  }
}

export function rememberedResetEmail(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Once the password is reset the address has done its work. */
export function forgetResetEmail(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

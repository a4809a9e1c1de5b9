/**
 * The one form an e-mail address is stored and looked up in: trimmed and
 * lower-cased, so `Ann@Example.com ` and `ann@example.com` are one account.
 */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (!normalized) throw new TypeError("E-mail address is empty");
  return normalized;
}

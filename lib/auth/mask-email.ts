/**
 * The address as the confirmation screen shows it: the first character of the
 * local part, then ***, then the domain (jane@example.com → j***@example.com).
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 1) return "***";
  const first = Array.from(trimmed.slice(0, at))[0] ?? "";
  return `${first}***${trimmed.slice(at)}`;
}

// The sign-up password rules (docs/product.md#accounts), shared by the register
// and reset forms (the checklist popup, the strength label) and by the server,
// which accepts only a Strong password whatever the browser did.

/** The only special characters a Strong password may contain. */
export const PASSWORD_SPECIAL_CHARACTERS = "@$!%*?&";

export const STRONG_MIN_LENGTH = 12;
export const MEDIUM_MIN_LENGTH = 8;
export const WEAK_MIN_LENGTH = 6;

export type PasswordStrength = "Strong" | "Medium" | "Weak" | "Very Weak";

export type PasswordRuleId = "length" | "lowercase" | "uppercase" | "digit" | "special" | "allowed";

export type PasswordRule = { readonly id: PasswordRuleId; readonly label: string; readonly test: (password: string) => boolean };

const LOWERCASE = /[a-z]/;
const UPPERCASE = /[A-Z]/;
const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
const SPECIAL = /[@$!%*?&]/;
const ONLY_ALLOWED = /^[A-Za-z0-9@$!%*?&]*$/;

/** Characters, not UTF-16 units: an emoji is one character. */
function length(password: string): number {
  return Array.from(password).length;
}

/** The checklist the popup shows, in order; a password meeting every rule is Strong. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: "length", label: `At least ${STRONG_MIN_LENGTH} characters`, test: (pw) => length(pw) >= STRONG_MIN_LENGTH },
  { id: "lowercase", label: "One lowercase letter", test: (pw) => LOWERCASE.test(pw) },
  { id: "uppercase", label: "One uppercase letter", test: (pw) => UPPERCASE.test(pw) },
  { id: "digit", label: "One number", test: (pw) => DIGIT.test(pw) },
  { id: "special", label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`, test: (pw) => SPECIAL.test(pw) },
  // Empty passes the regex; the length rule already fails it.
  { id: "allowed", label: `Only letters, numbers and ${PASSWORD_SPECIAL_CHARACTERS}`, test: (pw) => ONLY_ALLOWED.test(pw) },
];

/** Each rule with whether `password` meets it, for the checklist. */
export function passwordRuleResults(password: string): { id: PasswordRuleId; label: string; met: boolean }[] {
  return PASSWORD_RULES.map(({ id, label, test }) => ({ id, label, met: test(password) }));
}

/**
 * The classes, checked from the strongest down:
 * Strong: at least 12 characters with a lowercase and an uppercase letter, a
 * digit and one of @$!%*?&, and no other characters;
 * Medium: at least 8 characters with a letter and a digit;
 * Weak: at least 6 characters with a letter;
 * anything else is Very Weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (PASSWORD_RULES.every(({ test }) => test(password))) return "Strong";
  const n = length(password);
  const hasLetter = LETTER.test(password);
  if (n >= MEDIUM_MIN_LENGTH && hasLetter && DIGIT.test(password)) return "Medium";
  if (n >= WEAK_MIN_LENGTH && hasLetter) return "Weak";
  return "Very Weak";
}

export function isStrongPassword(password: string): boolean {
  return passwordStrength(password) === "Strong";
}

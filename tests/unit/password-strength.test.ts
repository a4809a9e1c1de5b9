// The sign-up password classes (spec section 5), exactly.
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { registerSchema } from "@/lib/auth/schema";
import { PASSWORD_RULES, isStrongPassword, passwordRuleResults, passwordStrength } from "@/lib/auth/password-strength";

describe("passwordStrength", () => {
  it.each([
    // Strong: >= 12, lower + upper + digit + one of @$!%*?&, nothing else.
    ["Abcdefghij1!", "Strong"],
    ["aB3@aB3$aB3!", "Strong"],
    ["ZZZZZZZZZZz9%", "Strong"],
    ["Password123*?&", "Strong"],
    // Medium: >= 8 with a letter and a digit.
    ["abcdefg1", "Medium"],
    ["12345678a", "Medium"],
    ["Abcdefghij12", "Medium"], // 12 with upper/lower/digit but no special
    ["Abcdefghij!1 ", "Medium"], // a space is not allowed in Strong
    // Weak: >= 6 with a letter.
    ["abcdef", "Weak"],
    ["a12345", "Weak"],
    ["Abcdefg!", "Weak"], // 8 but no digit
    ["abcdefghijklmnop", "Weak"],
    // Very Weak: everything else.
    ["", "Very Weak"],
    ["abcde", "Very Weak"],
    ["12345678901234", "Very Weak"], // no letter
    ["!@#$%^&*()_+", "Very Weak"],
  ] as const)("%j is %s", (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it("puts the boundaries at 6, 8 and 12 characters", () => {
    expect(passwordStrength("abcde")).toBe("Very Weak"); // 5
    expect(passwordStrength("abcdef")).toBe("Weak"); // 6
    expect(passwordStrength("abcde12")).toBe("Weak"); // 7 with a digit
    expect(passwordStrength("abcde123")).toBe("Medium"); // 8 with a digit
    expect(passwordStrength("Abcdefgh12!")).toBe("Medium"); // 11, every class
    expect(passwordStrength("Abcdefghi12!")).toBe("Strong"); // 12, every class
  });

  it.each([
    ["a space", "Abcdefghij1! "],
    ["a hyphen", "Abcdefghij1!-"],
    ["an underscore", "Abcdefghij1!_"],
    ["a hash", "Abcdefghij1!#"],
    ["a non-ASCII letter", "Abcdéfghij1!"],
    ["a fullwidth digit", "Abcdefghijk１!"],
    ["an emoji", "Abcdefghij1!🙂"],
  ])("is never Strong with a disallowed character (%s)", (_name, password) => {
    expect(passwordStrength(password)).not.toBe("Strong");
    expect(isStrongPassword(password)).toBe(false);
    expect(passwordRuleResults(password).find((rule) => rule.id === "allowed")?.met).toBe(false);
  });

  it.each([..."@$!%*?&"])("accepts %s as the special character", (special) => {
    expect(passwordStrength(`Abcdefghij1${special}`)).toBe("Strong");
  });

  it("counts characters, not UTF-16 units", () => {
    // Five emoji are ten UTF-16 units: still five characters, so not Weak.
    expect(passwordStrength("a🙂🙂🙂🙂")).toBe("Very Weak");
  });
});

describe("the checklist", () => {
  it("lists the six rules in order with the allowed specials spelled out", () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      "At least 12 characters",
      "One lowercase letter",
      "One uppercase letter",
      "One number",
      "One special character (@$!%*?&)",
      "Only letters, numbers and @$!%*?&",
    ]);
  });

  it("marks each rule met or not", () => {
    const met = (password: string) => Object.fromEntries(passwordRuleResults(password).map(({ id, met: ok }) => [id, ok]));
    expect(met("")).toEqual({ length: false, lowercase: false, uppercase: false, digit: false, special: false, allowed: true });
    expect(met("abc")).toEqual({ length: false, lowercase: true, uppercase: false, digit: false, special: false, allowed: true });
    expect(met("ABCDEFGHIJKL")).toEqual({ length: true, lowercase: false, uppercase: true, digit: false, special: false, allowed: true });
    expect(met("Abcdefghij1!")).toEqual({ length: true, lowercase: true, uppercase: true, digit: true, special: true, allowed: true });
    expect(met("a-1")).toMatchObject({ digit: true, allowed: false });
  });

  it("is Strong exactly when every rule is met", () => {
    for (const password of ["Abcdefghij1!", "abcdefghij1!", "Abcdefghij1", "Abcdefghij1!-", "Ab1!"]) {
      expect(isStrongPassword(password)).toBe(passwordRuleResults(password).every((rule) => rule.met));
    }
  });
});

describe("registerSchema (the server's check)", () => {
  const valid = { username: "Ada", email: "ada@example.com", password: "Abcdefghij1!", confirmPassword: "Abcdefghij1!" };

  it("accepts a Strong, confirmed password", () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it.each(["abcdefg1", "abcdef", "abc", "Abcdefghij12", "Abcdefghij1!-"])("rejects the non-Strong password %j", (password) => {
    const result = registerSchema.safeParse({ ...valid, password, confirmPassword: password });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["password"]);
  });

  it("rejects a confirmation that differs, with the spec's words", () => {
    const result = registerSchema.safeParse({ ...valid, confirmPassword: "Abcdefghij1?" });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["confirmPassword"], message: AUTH_MESSAGES.passwordMismatch })]);
  });
});

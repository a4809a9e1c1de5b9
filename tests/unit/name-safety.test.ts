// Look-alike spellings of staff names (lib/users/name-safety.ts) and invisible characters (lib/users/invisible-characters.ts).
import { describe, expect, it } from "vitest";
import { hasInvisibleCharacters } from "@/lib/users/invisible-characters";
import { lookAlikeForms, passesForStaff } from "@/lib/users/name-safety";

describe("name safety", () => {
  it("folds full-width, circled, Cyrillic, Greek and accented letters and the ASCII stand-ins for l", () => {
    expect(lookAlikeForms("\uFF2C\uFF45\uFF58\uFF49")).toEqual(["lexi"]);
    expect(lookAlikeForms("\u24C1\u24D4\u24E7\u24D8")).toEqual(["lexi"]);
    expect(lookAlikeForms("Lex\u0456")).toEqual(["lexi"]);
    expect(lookAlikeForms("L\u00E9x\u00EC")).toEqual(["lexi"]);
    expect(lookAlikeForms("Iexi")).toContain("lexi");
    // ASCII letters stay: the confusables data would make "admin" "adrnin".
    expect(lookAlikeForms("admin")).toEqual(["admin"]);
  });

  it("passes for staff in any spelling; ordinary names do not", () => {
    for (const name of ["Lex\u0456 Support", "\uFF2C\uFF45\uFF58\uFF49", "Lexi Official Bot", "\u0391dmin", "1exi", "ℓexi team"])
      expect(passesForStaff(name), name).toBe(true);
    for (const name of ["Jos\u00E9", "Zo\u00EB", "\u674E\u660E", "Alexis", "Lexi Smith", "Team Rocket", "LEXIE"])
      expect(passesForStaff(name), name).toBe(false);
  });

  it("finds fillers and zero-width characters, not letters or the plain space", () => {
    for (const char of ["\u115F", "\u1160", "\u3164", "\uFFA0", "\u200B", "\u200D", "\u2060", "\uFEFF", "\u034F", "\uFE0F", "\u00AD", "\u3000", "\u2800"]) {
      expect(hasInvisibleCharacters(`a${char}b`), char.codePointAt(0)!.toString(16)).toBe(true);
    }
    for (const name of ["Ada Lovelace", "Jos\u00E9", "\u674E\u660E", "\uD55C\uAD6D\uC5B4"]) expect(hasInvisibleCharacters(name), name).toBe(false);
  });
});

import unhomoglyph from "unhomoglyph";

// Names other people see (challenge nicknames, account names on a board)
// must not pass for Lexi or its staff, however they are spelt: "Lexі" with a
// Cyrillic і, full-width "Ｌｅｘｉ", circled "Ⓛⓔⓧⓘ", accents, a capital I for an l.
// So the checks look at the name's look-alike forms: NFKC (which unfolds
// full-width, circled and mathematical letters), then each non-ASCII
// character replaced by its ASCII look-alike from Unicode's confusables data
// (the unhomoglyph package), marks dropped. ASCII letters are left as they are:
// the confusables data folds "m" to "rn", which would make "admin" a word no
// one types. Characters nobody sees (zero-width, fillers) are refused outright
// (./invisible-characters.ts).

/** Words that, alone or with Lexi, pass for the app or its staff. */
const RESERVED = new Set(["admin", "administrator", "bot", "lexi", "moderator", "mod", "staff", "support", "system", "root", "official", "team"]);

/** Each non-ASCII character as its ASCII look-alike, where the confusables data has one. */
function foldNonAscii(text: string): string {
  return text.replace(/[^\x00-\x7f]/gu, (char) => {
    const folded = unhomoglyph(char);
    return /^[\x00-\x7f]+$/.test(folded) ? folded : char;
  });
}

/**
 * The lower-case forms a name is checked in: as it reads once normalised and
 * folded, and with the ASCII stand-ins for l and o ("Iexi", "1exi", "L0XI") read as them.
 */
export function lookAlikeForms(name: string): string[] {
  const folded = foldNonAscii(name.normalize("NFKC")).normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
  const lower = folded.toLowerCase();
  const standIns = folded.replace(/[I1|]/g, "l").replace(/0/g, "o").toLowerCase();
  return lower === standIns ? [lower] : [lower, standIns];
}

/** Whether one form (lower case) passes for staff: reserved words alone ("Support Team"), Lexi with another ("Lexi Official Bot"), or Lexi joined to one ("LexiTeam"). */
function formPassesForStaff(form: string): boolean {
  const words = (form.match(/[a-z]+/g) ?? []).filter((word) => word !== "the");
  if (words.length === 0) return false;
  if (words.every((word) => RESERVED.has(word))) return true;
  if (words.includes("lexi") && words.some((word) => word !== "lexi" && RESERVED.has(word))) return true;
  const squashed = words.join("");
  return RESERVED.has(squashed) || [...RESERVED].some((word) => squashed === `lexi${word}` || squashed === `${word}lexi`);
}

/** Whether a name, in any of its look-alike forms, passes for the app or its staff. */
export function passesForStaff(name: string): boolean {
  return lookAlikeForms(name).some(formPassesForStaff);
}

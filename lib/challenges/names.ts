import { isBlockedLemma } from "@/lib/words/word-blocklist";

// Names a visitor types (a nickname) and a challenge's title, shown to every
// player: no links, no control or invisible characters, no offensive words
// (the word set's blocklist, lib/words/word-blocklist.ts), and not a name that
// passes for Lexi's own.

/** Names a player may not take: they would pass for the app or its staff. */
const RESERVED = new Set(["admin", "administrator", "lexi", "moderator", "mod", "staff", "support", "system", "root", "official", "team"]);

/** Whether a name passes for the app or its staff: a reserved word, reserved words alone ("Support Team", "Lexi Support"), or Lexi joined to one ("LexiTeam"). */
function passesForStaff(name: string): boolean {
  const words = (name.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => word !== "the");
  if (words.length > 0 && words.every((word) => RESERVED.has(word))) return true;
  const squashed = words.join("");
  return RESERVED.has(squashed) || [...RESERVED].some((word) => squashed === `lexi${word}` || squashed === `${word}lexi`);
}

// Control, format (zero-width, bidi) and separator characters other than the plain space.
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const LINK = /(https?:|www\.|:\/\/|\b[a-z0-9-]+\.(com|net|org|io|ru|xyz|info|biz|co|me|app|dev|link|ly)\b)/i;

/** Why a name cannot be used, or null when it can. `what` names it in the message. */
export function nameProblem(raw: string, max: number, what: "nickname" | "title"): string | null {
  const name = raw.trim();
  const label = what === "nickname" ? "A nickname" : "A title";
  if (name.length === 0) return `${label} needs at least 1 character.`;
  if ([...name].length > max) return `${label} has at most ${max} characters.`;
  if (CONTROL.test(name)) return `${label} cannot hold control or invisible characters.`;
  if (LINK.test(name)) return `${label} cannot hold a link.`;
  if (isBlockedLemma(name)) return `Please choose another ${what}.`;
  if (what === "nickname" && passesForStaff(name)) return `This nickname is reserved. Please choose another.`;
  return null;
}

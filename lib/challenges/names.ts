import { hasInvisibleCharacters } from "@/lib/users/invisible-characters";
import { lookAlikeForms, passesForStaff } from "@/lib/users/name-safety";
import { isBlockedLemma } from "@/lib/words/word-blocklist";

// Names a visitor types (a nickname) and a challenge's title, shown to every
// player: no links, no control or invisible characters, no offensive words
// (the word set's blocklist, lib/words/word-blocklist.ts), and not a name that
// passes for Lexi's own; the last two in every look-alike spelling
// (lib/users/name-safety.ts).

const LINK = /(https?:|www\.|:\/\/|\b[a-z0-9-]+\.(com|net|org|io|ru|xyz|info|biz|co|me|app|dev|link|ly)\b)/i;

/** Why a name cannot be used, or null when it can. `what` names it in the message. */
export function nameProblem(raw: string, max: number, what: "nickname" | "title"): string | null {
  const name = raw.trim();
  const label = what === "nickname" ? "A nickname" : "A title";
  if (name.length === 0) return `${label} needs at least 1 character.`;
  if ([...name].length > max) return `${label} has at most ${max} characters.`;
  if (hasInvisibleCharacters(name)) return `${label} cannot hold control or invisible characters.`;
  if (LINK.test(name)) return `${label} cannot hold a link.`;
  if ([name, ...lookAlikeForms(name)].some(isBlockedLemma)) return `Please choose another ${what}.`;
  if (what === "nickname" && passesForStaff(name)) return `This nickname is reserved. Please choose another.`;
  return null;
}

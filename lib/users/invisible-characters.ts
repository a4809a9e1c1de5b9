// Characters a name shows as nothing (or as a plain space), so that two names
// that look alike differ, or a name looks empty. Small and without data: the
// sign-up form checks it in the browser too.

// Invisible: Unicode's default-ignorable characters (zero-width, joiners,
// variation selectors, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0),
// control and format characters, line and paragraph separators, every space
// but the plain one, and the blank braille pattern.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u2800]|(?! )\p{Zs}/u;

/** Whether the name holds a character that shows as nothing (or as a plain space). */
export function hasInvisibleCharacters(name: string): boolean {
  return INVISIBLE.test(name);
}

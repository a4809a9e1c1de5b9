import { basesOf } from "@/lib/words/word-forms";
// Words a graded text's coverage does not count (docs/stories.md), as graded
// readers do not: its grammar ("the", "of", "would", "many", "other"), the
// words that stand in for others ("someone", "nothing"), numbers (and the "o"
// of "o'clock"), days and months, titles (Mr, Dr), and "yes", "hello". They say
// nothing about a reader's level, and most are no headword of the word set.

const GRAMMAR = `a an the this that these those
  i me my mine myself you your yours yourself yourselves he him his himself she her hers herself
  it its itself we us our ours ourselves they them their theirs themselves
  who whom whose which what whatever whoever whichever
  am is are was were be been being do does did doing done have has had having
  will would shall should can could may might must ought
  not no nor neither either both each every all any some none
  other another such same own much many more most few fewer less least several else except
  and or but so yet if then than because as while though although unless until since whether
  of in on at by for with about against between into through during before after above below
  to from up down out off over under again further once here there when where why how
  upon onto within without across along among around behind beyond near toward towards
  enough however whenever wherever whatever beside besides beneath underneath throughout
  n't s t ll re ve d m`;

const STAND_INS = `someone somebody something somewhere anyone anybody anything anywhere
  everyone everybody everything everywhere nobody nothing nowhere`;

const NUMBERS = `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
  sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million
  first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth
  fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth fortieth fiftieth sixtieth seventieth
  eightieth ninetieth hundredth thousandth o`;

const CALENDAR = `monday tuesday wednesday thursday friday saturday sunday
  january february march april may june july august september october november december`;

const SPOKEN = "yes yeah oh ah hello hi hey bye goodbye okay ok please";

const TITLES = "mr mrs ms dr";

export const UNCOUNTED_WORDS: ReadonlySet<string> = new Set(
  [GRAMMAR, STAND_INS, NUMBERS, CALENDAR, SPOKEN, TITLES]
    .join(" ")
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Uncounted words an inflection is read back to: the clitic fragments ("re", "ll") are too short to have any. */
const isInflectedBase = (base: string): boolean => base.length >= 3 && UNCOUNTED_WORDS.has(base);

/**
 * Whether a running word (lower case) is left out of a text's counts: an
 * uncounted word, or an inflection of one that is no word of the word set
 * (`indexOf`, the word set's lookup) itself.
 */
export function isUncounted(word: string, indexOf: (word: string) => number | undefined): boolean {
  if (UNCOUNTED_WORDS.has(word)) return true;
  return indexOf(word) === undefined && basesOf(word, isInflectedBase).length > 0;
}

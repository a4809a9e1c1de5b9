import { BAND_SIZE, bandCount, bandOf, bandStart } from "@/lib/words/bands";

// The placement test's arithmetic, pure so it can be simulated: which band to
// ask next (adaptive), and how many of the word set's words the answers say
// the learner knows. The word-set side (picking a word, building its
// question) is ./vocabulary-test.ts.

/** What one answer came to: right, wrong, or "I don't know". */
export type Outcome = 1 | 0 | -1;
export const RIGHT: Outcome = 1;
export const WRONG: Outcome = 0;
export const DONT_KNOW: Outcome = -1;

/** One asked word and its outcome. */
export type Answer = readonly [wordIndex: number, outcome: Outcome];

/** Questions in one test: about three minutes at five seconds each. */
export const QUESTION_COUNT = 36;
/** Questions asked in a band per visit. */
export const BLOCK_SIZE = 4;
/** Options per question: the chance a blind guess is right is 1 / OPTION_COUNT. */
export const OPTION_COUNT = 4;
/** A band is strong at or above this corrected proportion right. */
const STRONG = 0.5;
/** ...and so strong at or above this that the next band up is skipped on the way up (it is asked later). */
const VERY_STRONG = 0.9;
/** The least spread assumed for a band, so refining never stops at a band that happened to go 4 of 4. */
const MIN_SPREAD = 0.05;

/** The words in `band` of a word set of `wordCount` (the last band may be short). */
export function bandSize(band: number, wordCount: number): number {
  return Math.max(0, Math.min(BAND_SIZE, wordCount - bandStart(band)));
}

interface Tally {
  asked: number;
  right: number;
  wrong: number;
}

function tally(answers: readonly Answer[]): Tally {
  const counts: Tally = { asked: 0, right: 0, wrong: 0 };
  for (const [, outcome] of answers) {
    counts.asked += 1;
    if (outcome === RIGHT) counts.right += 1;
    else if (outcome === WRONG) counts.wrong += 1;
  }
  return counts;
}

/**
 * The share of a band's words the learner knows, corrected for guessing: a
 * guess among four is right one time in four, so every three wrong answers
 * stand for one lucky right one (right − wrong / 3). "I don't know" costs
 * nothing, which is why a learner who guesses gains nothing on average.
 * Not clamped, so the errors of many bands cancel rather than add up.
 */
export function correctedShare({ asked, right, wrong }: Tally): number {
  return asked === 0 ? 0 : (right - wrong / (OPTION_COUNT - 1)) / asked;
}

function clampShare(share: number): number {
  return Math.min(1, Math.max(0, share));
}

/** The answers grouped by band. */
function byBand(answers: readonly Answer[]): Map<number, Answer[]> {
  const bands = new Map<number, Answer[]>();
  for (const answer of answers) {
    const band = bandOf(answer[0]);
    const list = bands.get(band);
    if (list) list.push(answer);
    else bands.set(band, [answer]);
  }
  return bands;
}

/** Consecutive answers in one band: one visit. */
function visits(answers: readonly Answer[]): { band: number; answers: Answer[] }[] {
  const list: { band: number; answers: Answer[] }[] = [];
  for (const answer of answers) {
    const band = bandOf(answer[0]);
    const last = list.at(-1);
    if (last && last.band === band && last.answers.length < BLOCK_SIZE) last.answers.push(answer);
    else list.push({ band, answers: [answer] });
  }
  return list;
}

/** Where the test starts: band 1 (words 1,001–2,000), which most learners of English know well but not all. */
export function startBand(bands: number): number {
  return Math.min(1, bands - 1);
}

/**
 * The route up the bands: from the start band, up one band after a strong
 * visit (two after a very strong one), down one after a weak start until a
 * band is strong; the climb ends after two weak bands in a row, or at the
 * top. Returns the band of the next visit, or null once the climb is over.
 */
function climb(done: readonly { band: number; answers: Answer[] }[], bands: number): number | null {
  let band = startBand(bands);
  let descending = false;
  let weakInARow = 0;
  for (const [position, visit] of done.entries()) {
    const share = correctedShare(tally(visit.answers));
    if (descending || (position === 0 && share < STRONG && band > 0)) {
      descending = true;
      if (share >= STRONG || band === 0) return null;
      band -= 1;
      continue;
    }
    if (share >= STRONG) {
      weakInARow = 0;
      const next = Math.min(band + (share >= VERY_STRONG ? 2 : 1), bands - 1);
      if (next === band) return null;
      band = next;
    } else {
      weakInARow += 1;
      if (weakInARow >= 2 || band === bands - 1) return null;
      band += 1;
    }
  }
  return band;
}

/**
 * After the climb: the band whose estimate is least sure. A band skipped
 * between visited ones comes first, then one below them (band 0: a learner
 * who started strong may still not know all of it); then the one where
 * another block narrows the total most (size² × spread / answers).
 */
function refine(answers: readonly Answer[], bands: number, wordCount: number): number {
  const seen = byBand(answers);
  const visited = [...seen.keys()];
  const lowest = Math.min(...visited);
  const high = Math.max(...visited);
  for (let band = lowest + 1; band < high; band += 1) if (!seen.has(band)) return band;
  const low = 0;
  let best = low;
  let bestScore = -1;
  for (let band = low; band <= high; band += 1) {
    const list = seen.get(band);
    if (!list) return band;
    const share = clampShare(correctedShare(tally(list)));
    const score = (bandSize(band, wordCount) ** 2 * Math.max(share * (1 - share), MIN_SPREAD)) / list.length;
    if (score > bestScore) {
      best = band;
      bestScore = score;
    }
  }
  return best;
}

/** The band of the next question, or null when the test is over. */
export function nextBand(answers: readonly Answer[], wordCount: number): number | null {
  if (answers.length >= QUESTION_COUNT) return null;
  const bands = bandCount(wordCount);
  const done = visits(answers);
  const last = done.at(-1);
  if (last && last.answers.length < BLOCK_SIZE) return last.band;
  return climb(done, bands) ?? refine(answers, bands, wordCount);
}

/**
 * How fast the share of known words falls above the highest band asked: as
 * the inverse power TAIL_DECAY of the band's rank, as knowledge that
 * follows commonness falls off smoothly on a log scale (docs/placement.md).
 */
const TAIL_DECAY = 3;

/**
 * How many of the word set's words the answers say the learner knows: the
 * sum over bands of the band's size × its corrected share. A band not asked
 * takes its share from its neighbours: below the lowest band asked, every
 * word is taken as known (the climb started above it or went down to a
 * strong band); between two bands asked, the straight line; above the
 * highest, that band's share falling with rank (shareOf(high) × (rank of
 * high / rank of band)^TAIL_DECAY), not clamped, so a learner who knew none
 * there adds nothing and a guesser's luck cancels on average.
 */
export function estimateKnownWords(answers: readonly Answer[], wordCount: number): number {
  const bands = bandCount(wordCount);
  const seen = byBand(answers);
  if (seen.size === 0) return 0;
  const visited = [...seen.keys()].sort((a, b) => a - b);
  const low = visited[0]!;
  const high = visited.at(-1)!;
  const shareOf = (band: number): number => correctedShare(tally(seen.get(band)!));
  let total = 0;
  for (let band = 0; band < bands; band += 1) {
    let share: number;
    if (seen.has(band)) share = shareOf(band);
    else if (band < low) share = 1;
    else if (band > high) share = clampShare(shareOf(high)) * ((high + 0.5) / (band + 0.5)) ** TAIL_DECAY;
    else {
      const below = visited.filter((visitedBand) => visitedBand < band).at(-1)!;
      const above = visited.find((visitedBand) => visitedBand > band)!;
      const along = (band - below) / (above - below);
      share = clampShare(shareOf(below)) * (1 - along) + clampShare(shareOf(above)) * along;
    }
    total += bandSize(band, wordCount) * share;
  }
  return Math.round(Math.min(wordCount, Math.max(0, total)));
}

/** Where a learner with this estimate is placed. */
export interface PlacementLevel {
  knownWords: number;
  /** The band the estimate falls in: its words are the first new ones. */
  band: number;
  /** The first word index new words are taken from: the band's first word. */
  level: number;
}

/**
 * The placement rule: the learner's band is the one their estimate falls in;
 * the words below it count as known, new words start at its first word.
 * Rounding down to the band's start, not to the estimate itself, errs on the
 * side of showing a few known words rather than skipping unknown ones.
 */
export function placementFromEstimate(knownWords: number, wordCount: number): PlacementLevel {
  const known = Math.min(Math.max(0, Math.round(knownWords)), wordCount);
  const band = bandOf(Math.min(known, Math.max(0, wordCount - 1)));
  return { knownWords: known, band, level: bandStart(band) };
}

/** The estimate as a learner is told it: to the nearest hundred (the nearest ten below a thousand). */
export function roundedEstimate(knownWords: number): number {
  const step = knownWords < 1000 ? 10 : 100;
  return Math.round(knownWords / step) * step;
}

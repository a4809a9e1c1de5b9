import "server-only";
import { isRealSpelling } from "./real-words";
import type { DiffPart, TypedVerdict } from "./types";

// Judges a typed answer (cloze and typed recall). Lenient where the learner
// plainly knew the word (case, spaces, accents, any form of it, another
// spelling of it, one slip of the finger on a longer word), strict where
// leniency would hide a real confusion: a typed word that is itself a real
// word is never "a typo" of the word asked (affect for effect), because
// confusing look-alikes is exactly what the learner must see as a miss.
// Between the two: the word in a form the sentence does not take (man for
// "six ___ on the bus") and a synonym of the sense asked are right but not
// the answer sought, graded Hard (docs/practice.md, Grading).

/** A slip is forgiven only on words this long: on shorter ones one letter is a different word too often (lose/lost, than/then). */
const TYPO_MIN_LETTERS = 5;

/** Lower case, accents stripped (NFD, combining marks removed), spaces collapsed, surrounding spaces and punctuation dropped. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/^[\s.,;:!?"']+|[\s.,;:!?"']+$/g, "");
}

/** Edit distance counting an insertion, a deletion, a substitution or a swap of two neighbours as one edit (optimal string alignment). */
export function damerauLevenshtein(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** A character diff of what was typed against the answer (longest common subsequence); the same and missing parts spell the answer. */
export function characterDiff(typed: string, answer: string): DiffPart[] {
  const n = typed.length;
  const m = answer.length;
  // lcs[i][j]: the longest common subsequence of typed[i..] and answer[j..].
  const lcs: number[] = new Array<number>((n + 1) * (m + 1)).fill(0);
  const at = (i: number, j: number): number => lcs[i * (m + 1) + j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * (m + 1) + j] = typed[i] === answer[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const parts: DiffPart[] = [];
  const push = (text: string, op: DiffPart["op"]): void => {
    const last = parts.at(-1);
    if (last?.op === op) last.text += text;
    else parts.push({ text, op });
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && typed[i] === answer[j]) {
      push(typed[i] ?? "", "same");
      i++;
      j++;
    } else if (j < m && (i === n || at(i, j + 1) >= at(i + 1, j))) {
      push(answer[j] ?? "", "missing");
      j++;
    } else {
      push(typed[i] ?? "", "extra");
      i++;
    }
  }
  return parts;
}

export interface TypedCheck {
  verdict: TypedVerdict;
  /** Verdict wrong-form: the form the sentence needs. */
  needed?: string;
  /** When not exact: what was typed against the word (for a typo, against the form it was one slip from). */
  diff?: DiffPart[];
}

/** What a typed answer is checked against (a cloze or typed question's key). */
export interface TypedKey {
  word: string;
  forms: readonly string[];
  needed?: readonly string[];
  variants?: readonly string[];
  synonyms?: readonly string[];
}

/**
 * Judges a typed answer against the word and its forms, in this order: the
 * word, or the form a cloze sentence needs (exact); another form of it (right,
 * or "right word, wrong form" where the sentence needs one); another spelling
 * of it (colour for color); a synonym of the sense asked; one slip from any of
 * the word's own spellings; else wrong.
 */
export function checkTyped(typed: string, key: TypedKey): TypedCheck {
  const answer = normalizeAnswer(typed);
  const word = normalizeAnswer(key.word);
  const needed = (key.needed ?? []).map(normalizeAnswer);
  const forms = key.forms.map(normalizeAnswer);
  if (answer.length > 0 && needed.includes(answer)) return { verdict: "exact" };
  if (answer === word || (answer.length > 0 && forms.includes(answer))) {
    if (needed.length > 0) return { verdict: "wrong-form", needed: needed[0] };
    return answer === word ? { verdict: "exact" } : { verdict: "form", diff: characterDiff(answer, word) };
  }
  const variants = (key.variants ?? []).map(normalizeAnswer);
  if (answer.length > 0 && variants.includes(answer)) return { verdict: "variant" };
  if (answer.length > 0 && (key.synonyms ?? []).map(normalizeAnswer).includes(answer)) return { verdict: "synonym" };
  if (word.length >= TYPO_MIN_LETTERS && answer.length > 0) {
    const oneSlip = (form: string): boolean =>
      form.length >= TYPO_MIN_LETTERS && Math.abs(form.length - answer.length) <= 1 && damerauLevenshtein(answer, form) === 1;
    const target = [...needed, word, ...forms, ...variants].find(oneSlip);
    // Asked last: it searches the word set's texts.
    if (target !== undefined && !isRealSpelling(answer)) return { verdict: "typo", diff: characterDiff(answer, target) };
  }
  return { verdict: "wrong", diff: characterDiff(answer, word) };
}

// The meta description of a word page, from the word's own data: its first
// sense, then an example, synonyms, pronunciation and the other senses as room
// allows. Search engines show about 160 characters and treat much shorter
// descriptions as thin, so every description is 110–160 characters. Each one
// starts with "<word> (", and words are unique, so descriptions are too.
import type { WordRecord } from "@/lib/words/word-record";

export const DESCRIPTION_MIN_LENGTH = 110;
export const DESCRIPTION_MAX_LENGTH = 160;

const ELLIPSIS = "…";

/** What a cut leaves dangling before the ellipsis: punctuation and short linking words ("…or…"). */
const DANGLING_END = /(?:[\s,;:.(-]|\s(?:a|an|and|as|at|by|for|in|of|on|or|the|to|with))+$/;

/**
 * One sentence of a description: `open` and `close` are kept whole when the
 * sentence is cut short, so a quotation is always closed and the lead always
 * names the word.
 */
type Sentence = { open: string; body: string; close?: string };

/** The body with a full stop, unless it already ends a sentence. */
function ended(body: string): string {
  return /[.?!]$/.test(body) ? body : `${body}.`;
}

function whole({ open, body, close = "" }: Sentence): string {
  return `${open}${ended(body)}${close}`;
}

/** The sentence cut at a word boundary to at most `room` characters, with an ellipsis; null when not even one word fits. */
function clipped({ open, body, close = "" }: Sentence, room: number): string | null {
  const bodyRoom = room - open.length - close.length - ELLIPSIS.length;
  if (bodyRoom <= 0) return null;
  const cut = body.slice(0, bodyRoom + 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = (body.length <= bodyRoom ? body : cut.slice(0, Math.max(lastSpace, 0))).replace(DANGLING_END, "");
  return words ? `${open}${words}${ELLIPSIS}${close}` : null;
}

/** An example of the first sense, preferring one that shows the word itself. */
function example(record: Pick<WordRecord, "word" | "details">): string | undefined {
  const examples = record.details[0]?.examples ?? [];
  const word = record.word.toLowerCase();
  return examples.find((text) => text.toLowerCase().includes(word)) ?? examples[0];
}

/** The sentences after the lead, most useful first. */
function extras(record: Pick<WordRecord, "word" | "ipa" | "details">): Sentence[] {
  const [first, ...others] = record.details;
  const sentences: Sentence[] = [];
  const shown = example(record);
  if (shown) sentences.push({ open: "Example: “", body: shown, close: "”" });
  if (first?.synonyms.length) sentences.push({ open: "Synonyms: ", body: first.synonyms.join(", ") });
  if (record.ipa) sentences.push({ open: "Pronunciation: ", body: `/${record.ipa}/` });
  for (const sense of others) sentences.push({ open: `Also (${sense.partOfSpeech}): `, body: sense.definition });
  if (first?.antonyms.length) sentences.push({ open: "Opposite: ", body: first.antonyms.join(", ") });
  return sentences;
}

/** For words with little data: what the page offers. */
function closing(word: string): Sentence[] {
  return [
    { open: "", body: `Learn what ${word} means and how to use it, on Lexi` },
    { open: "", body: "Study it with flashcards and keep notes" },
    { open: "", body: "Free for learners of English" },
  ];
}

/** `text` with as many of `sentences` as fit whole, then, while it is short, the first that did not fit, cut short. */
function appended(text: string, sentences: readonly Sentence[]): string {
  const skipped: Sentence[] = [];
  for (const sentence of sentences) {
    const next = `${text} ${whole(sentence)}`;
    if (next.length <= DESCRIPTION_MAX_LENGTH) text = next;
    else skipped.push(sentence);
  }
  for (const sentence of skipped) {
    if (text.length >= DESCRIPTION_MIN_LENGTH) break;
    const cut = clipped(sentence, DESCRIPTION_MAX_LENGTH - text.length - 1);
    if (cut) text = `${text} ${cut}`;
  }
  return text;
}

/** The meta description of a word's page: 110–160 characters, unique to the word. */
export function wordDescription(record: Pick<WordRecord, "word" | "ipa" | "details">): string {
  const first = record.details[0];
  const lead: Sentence = { open: `${record.word} (${first?.partOfSpeech ?? "word"}): `, body: first?.definition ?? record.word };
  const start = whole(lead).length <= DESCRIPTION_MAX_LENGTH ? whole(lead) : (clipped(lead, DESCRIPTION_MAX_LENGTH) ?? record.word);
  const withData = appended(start, extras(record));
  return withData.length >= DESCRIPTION_MIN_LENGTH ? withData : appended(withData, closing(record.word));
}

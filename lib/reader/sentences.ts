// A text cut into sentences: a story's paragraphs for its check's cloze
// questions (lib/practice/story-questions.ts), and the sentence a word was met
// in, which Add to review keeps as the card's context (a story's page, Your
// own text). Pure, so the browser and the server cut a text alike.

/**
 * Where one sentence ends and the next begins: whitespace after . ! or ? (and
 * a closing quote) before a capital, a digit or an opening quote, so
 * `"Where's Blue?" he asked.` stays one sentence; "Mr." and the like end none.
 */
const SENTENCE_BREAK = /(?<!\b(?:Mr|Mrs|Ms|Dr|St)\.)(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z0-9])/;

/** A sentence break, or a paragraph's (a blank line), wherever they are in a text. */
const BREAKS = new RegExp(`\\n[^\\S\\n]*\\n\\s*|${SENTENCE_BREAK.source}`, "g");

/** A paragraph's sentences, trimmed, none empty. */
export function storySentences(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((paragraph) =>
    paragraph
      .split(SENTENCE_BREAK)
      .map((sentence) => withoutStrayQuote(sentence.trim()))
      .filter((sentence) => sentence.length > 0),
  );
}

/** A sentence cut from a longer quotation keeps a quote mark at one end only: that one goes. */
function withoutStrayQuote(sentence: string): string {
  if ((sentence.match(/"/g) ?? []).length % 2 === 0) return sentence;
  return sentence.startsWith('"') ? sentence.slice(1) : sentence.endsWith('"') ? sentence.slice(0, -1) : sentence;
}

/**
 * The sentence of `text` that holds the character at `offset` (a word's start),
 * cut as storySentences cuts a paragraph, a blank line ending one too; a line
 * break within it becomes a space (pasted text is often wrapped). Null for an
 * offset outside the text or between two sentences.
 */
export function sentenceAt(text: string, offset: number): string | null {
  if (!Number.isInteger(offset) || offset < 0 || offset >= text.length) return null;
  let start = 0;
  for (const found of text.matchAll(BREAKS)) {
    const end = found.index;
    if (offset < end) return cleaned(text.slice(start, end));
    start = end + found[0].length;
    if (offset < start) return null;
  }
  return cleaned(text.slice(start));
}

function cleaned(sentence: string): string | null {
  const text = withoutStrayQuote(sentence.replace(/\s+/g, " ").trim());
  return text.length > 0 ? text : null;
}

// The import's formats (lib/account/import-formats.ts): which file it is,
// its cards with the line each starts on, and one sentence for a file that is
// none of them. The Anki and Quizlet files are written by hand in their
// documented formats (tests/fixtures/import).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlToText, parseImportFile, type ImportFormat } from "@/lib/account/import-formats";
import { ACCOUNT_MESSAGES } from "@/lib/account/messages";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures/import", name), "utf8");

type Row = [line: number, front: string, back: string];

interface Case {
  name: string;
  file: string;
  format: ImportFormat;
  rows: Row[];
  refused?: { line: number; reason: string }[];
}

const LEXI_JSON = JSON.stringify({
  format: "lexi-export",
  version: 1,
  exportedAt: "2026-11-27T10:00:00.000Z",
  profile: { id: "u1", email: "ada@example.com" },
  settings: { timeZone: "Europe/Paris" },
  marks: [],
  notes: [
    { id: "n1", word: "apple", type: "noun", definitions: "a round fruit", example: "An apple a day.", breakdown: "ap-ple" },
    { id: "n2", word: "brisk", type: "", definitions: "quick and active", example: "", breakdown: "" },
    { id: "n3", word: 42 },
  ],
  reviewCards: [],
});

const cases: Case[] = [
  {
    name: "Anki's notes export: #separator/#html headers, guid, note type, deck and tags columns, HTML read as text",
    file: fixture("anki-notes.txt"),
    format: "anki",
    rows: [
      [7, "ephemeral", "lasting for a very short time\ne.g. ephemeral fame"],
      [8, "serendipity", "finding good things by chance & without looking"],
      [9, "gregarious", 'fond of company; sociable — "a gregarious person"'],
      [10, "quixotic", "exceedingly idealistic;\nunrealistic"],
      [12, "lacuna", ""],
      [13, "laconic", "using very few words"],
      [14, "honest", "truthful; not lying"],
    ],
  },
  {
    name: "Quizlet's export: term<TAB>definition, nothing quoted; a line without a tab refused by its line",
    file: fixture("quizlet.txt"),
    format: "tab",
    rows: [
      [1, "abate", "to become less intense or widespread"],
      [2, '"benevolent" (adj.)', "well meaning and kindly"],
      [3, "candid", "truthful and straightforward; frank"],
      [4, "diatribe", 'a forceful and bitter verbal attack, e.g. "a diatribe against the government"'],
      [6, "ebullient", "cheerful and full of energy"],
      [8, "garrulous", "excessively talkative, especially on trivial matters"],
      [9, "river", "a large natural stream of water"],
    ],
    refused: [{ line: 7, reason: "The row has one column: a card needs a front and a back." }],
  },
  {
    name: "Anki's text without headers (before 2.1.55): a field wrapped in quotes is unwrapped",
    file: 'aloof\t"not friendly; ""distant"""\n',
    format: "tab",
    rows: [[1, "aloof", 'not friendly; "distant"']],
  },
  {
    name: "Anki's #html:false: tags are text",
    file: "#separator:tab\n#html:false\na<b>\tless than <b>\n",
    format: "anki",
    rows: [[3, "a<b>", "less than <b>"]],
  },
  {
    name: "Anki's #columns header names the columns",
    file: "#separator:semicolon\n#columns:Back;Front;Tags\na fruit;apple;food\n",
    format: "anki",
    rows: [[3, "apple", "a fruit"]],
  },
  {
    name: "Lexi's CSV export: Anki's headers, a comment, RFC 4180 quoting, formula cells behind a '",
    file: '#separator:comma\n#html:false\n# Lexi notes\napple,"(noun) a fruit\n\nExample: ""An apple a day."""\n"#tag",\'=1+1\n',
    format: "anki",
    rows: [
      [4, "apple", '(noun) a fruit\n\nExample: "An apple a day."'],
      [7, "#tag", "=1+1"],
    ],
  },
  {
    name: "CSV whose first cell starts with [ (not JSON)",
    file: "[slang] cool,very good\n",
    format: "csv",
    rows: [[1, "[slang] cool", "very good"]],
  },
  {
    name: "CSV without a header row",
    file: "apple,a round fruit\nbrisk,quick and active\n",
    format: "csv",
    rows: [
      [1, "apple", "a round fruit"],
      [2, "brisk", "quick and active"],
    ],
  },
  {
    name: "CSV with a header row word,definition",
    file: "word,definition\napple,a round fruit\n",
    format: "csv",
    rows: [[2, "apple", "a round fruit"]],
  },
  {
    name: "CSV with a header row in another order and case, and more columns",
    file: "Definition,Notes,Term\na round fruit,seen in class,apple\n",
    format: "csv",
    rows: [[2, "apple", "a round fruit"]],
  },
  {
    name: "CSV with a header row front,back and Windows line breaks and a BOM",
    file: "\uFEFFfront,back\r\napple,a round fruit\r\n",
    format: "csv",
    rows: [[2, "apple", "a round fruit"]],
  },
  {
    name: "semicolon CSV (a spreadsheet in a comma-decimal locale), meanings holding commas",
    file: "term;definition\napple;a round fruit, red or green\nbrisk;quick, active\n",
    format: "csv",
    rows: [
      [2, "apple", "a round fruit, red or green"],
      [3, "brisk", "quick, active"],
    ],
  },
  {
    name: "semicolon CSV without a header row",
    file: "apple;a round fruit, red or green\nbrisk;quick, active, energetic\n",
    format: "csv",
    rows: [
      [1, "apple", "a round fruit, red or green"],
      [2, "brisk", "quick, active, energetic"],
    ],
  },
  {
    name: "CSV errors name the line, counting the header row",
    file: 'word,meaning\ngood,row\n"bad "quote",x\nfine,too\n',
    format: "csv",
    rows: [
      [2, "good", "row"],
      [4, "fine", "too"],
    ],
    refused: [{ line: 3, reason: 'Not valid CSV: a quote inside a quoted field must be doubled ("").' }],
  },
  {
    name: "a quote inside an unquoted field is refused once, by its line",
    file: 'apple,a fruit\nsay,to utter "hello"\n',
    format: "csv",
    rows: [[1, "apple", "a fruit"]],
    refused: [{ line: 2, reason: 'Not valid CSV: a field with a quote in it must be in quotes, its own quotes doubled ("say ""hi""").' }],
  },
  {
    name: "a header row naming the meaning's column: a row that ends before it is refused",
    file: "word,type,meaning\napple,noun\nbrisk,adjective,quick\n",
    format: "csv",
    rows: [[3, "brisk", "quick"]],
    refused: [{ line: 2, reason: "The row has no meaning: it ends before column 3." }],
  },
  {
    name: "Lexi's JSON export: its notes, as cards the import reads back whole; lines are the notes' places",
    file: LEXI_JSON,
    format: "lexi-json",
    rows: [
      [1, "apple", "(noun) a round fruit\n\nExample: An apple a day.\n\nBreakdown: ap-ple"],
      [2, "brisk", "quick and active"],
    ],
    refused: [{ line: 3, reason: "The note has no word or no meaning." }],
  },
];

describe("parseImportFile: the formats", () => {
  it.each(cases)("$name", async ({ file, format, rows, refused = [] }) => {
    const parsed = await parseImportFile(file);
    expect(parsed).toEqual({
      ok: true,
      format,
      rows: rows.map(([line, front, back]) => ({ line, card: { front, back } })),
      refused,
    });
  });
});

const refusals: { name: string; file: string; error: string }[] = [
  { name: "an empty file", file: "", error: "The file is empty." },
  { name: "a file of blank lines", file: "\uFEFF\n  \n\t\n", error: "The file is empty." },
  { name: "Anki's headers and no notes", file: "#separator:tab\n#html:true\n", error: "The file has header lines but no cards." },
  {
    name: "JSON that is not Lexi's export",
    file: '[{"front":"apple","back":"a fruit"}]',
    error: "This looks like a JSON file but not Lexi's export: import Lexi's JSON export, or a CSV with a word and its meaning on each line.",
  },
  { name: "another app's JSON object", file: '{"cards":[]}', error: ACCOUNT_MESSAGES.importOtherJson },
  {
    name: "a JSON export cut short",
    file: '{"format":"lexi-export","version":1,"notes":[{"word":"apple",',
    error: "This looks like a JSON file, but it is cut short or not valid JSON: export it from Lexi again.",
  },
  {
    name: "an Anki .apkg deck (a zip)",
    file: "PK\u0003\u0004\u0014\u0000\u0000\u0000collection.anki2",
    error: "This looks like a zip file, such as an Anki .apkg deck or a spreadsheet: export your cards as plain text or CSV, and import that.",
  },
  {
    name: "a binary file",
    file: "SQLite format 3\u0000\u0010\u0000",
    error: "This is not a text file: export your cards as plain text or CSV, and import that.",
  },
  {
    name: "a web page",
    file: "<!DOCTYPE html>\n<html><body>apple, a fruit</body></html>",
    error: "This looks like a web page, not a list of words: save your cards as plain text or CSV, and import that.",
  },
  {
    name: "lines with no separator",
    file: "apple\nbrisk\n",
    error: "No line of this file has a tab, a comma or a semicolon between a word and its meaning.",
  },
];

describe("parseImportFile: files it cannot read say why in one sentence", () => {
  it.each(refusals)("$name", async ({ file, error }) => {
    expect(await parseImportFile(file)).toEqual({ ok: false, error });
  });
});

describe("htmlToText", () => {
  it.each([
    ["a<br>b<br/>c", "a\nb\nc"],
    ["<div>one</div><div>two</div>", "one\ntwo"],
    ["x &lt;y&gt; &amp;&#39;z&#x27;", "x <y> &'z'"],
    ["<style>.card{color:red}</style>word", "word"],
    ["raw\nline break", "raw line break"],
    ["&unknown; stays", "&unknown; stays"],
  ])("%j → %j", (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

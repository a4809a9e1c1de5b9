import { parse, type CsvError } from "csv-parse";
import { ACCOUNT_MESSAGES } from "./messages";
import { EXPORT_FORMAT, noteCard, type Card, type NoteText } from "./cards";
import { unprotectCell } from "./csv-cells";
import { turnTaker, yieldToEventLoop } from "./turns";

// Which file an import is, and its cards with the line each starts on. No
// database: the import (import-notes.ts) checks and writes what this reads.
//
// - Anki's text export (https://docs.ankiweb.net/importing/text-files.html):
//   "#key:value" header lines (#separator, #html, #columns, #guid column,
//   #notetype column, #deck column, #tags column), then one note a line, its
//   fields quoted as in CSV when they hold the separator, a quote or a line
//   break. With #html:true the fields are HTML, read as text. Lexi's CSV
//   export writes the same headers.
// - Quizlet's export (and Anki's before 2.1.55): term<TAB>definition a line,
//   nothing quoted.
// - CSV, comma or semicolon, with or without a first row naming the columns
//   (word/front/term … and definition/back/meaning …, in any order).
// - Lexi's JSON export: its notes.

export type ImportFormat = "anki" | "tab" | "csv" | "lexi-json";

export interface ParsedRow {
  /** The line of the file the row starts on (header lines counted); for Lexi's JSON, the note's place in `notes`, from 1. */
  line: number;
  card: Card;
}

export interface Refusal {
  line: number;
  reason: string;
}

export type ParsedFile = { ok: true; format: ImportFormat; rows: ParsedRow[]; refused: Refusal[] } | { ok: false; error: string };

/** Characters handed to the parser at a time (a few milliseconds of parsing). */
const PARSE_SLICE_CHARS = 16 * 1024;
/** Lines looked at to tell the separator. */
const SAMPLE_LINES = 20;

/** Names a first row may give the word's column and the meaning's: such a row names the columns and is no card. */
const FRONT_NAMES = new Set(["word", "words", "front", "term", "question", "expression", "headword"]);
const BACK_NAMES = new Set(["definition", "definitions", "back", "meaning", "meanings", "answer", "translation", "description"]);

/** Anki's #separator values. */
const NAMED_SEPARATORS: Record<string, string> = { comma: ",", semicolon: ";", tab: "\t", space: " ", pipe: "|", colon: ":" };
const ANKI_KEYS = new Set(["separator", "html", "tags", "columns", "notetype", "deck", "notetype column", "deck column", "tags column", "guid column"]);

/** Reads an import file: its format and cards, the rows refused by line, or one sentence saying why the whole file cannot be read. */
export async function parseImportFile(file: string): Promise<ParsedFile> {
  // Line breaks as \n everywhere (csv-parse counts lines wrongly with \r\n), and no BOM.
  const text = file.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const start = text.trimStart();
  if (start === "") return { ok: false, error: ACCOUNT_MESSAGES.importEmpty };
  const problem = notTextProblem(text);
  if (problem) return { ok: false, error: problem };
  if (start.startsWith("{") || start.startsWith("[")) {
    const json = parseJson(text);
    if (json !== undefined) return lexiJson(json);
    // No card file starts with "{"; a line of a CSV may start with "[".
    if (start.startsWith("{")) return { ok: false, error: ACCOUNT_MESSAGES.importBadJson };
  }

  const { headers, headerLines, body } = splitHeaders(text);
  if (body.trim() === "") return { ok: false, error: ACCOUNT_MESSAGES.importOnlyHeaders };
  const anki = Object.keys(headers).some((key) => ANKI_KEYS.has(key));
  const separator = ankiSeparator(headers.separator) ?? guessSeparator(body);
  if (!separator) return { ok: false, error: ACCOUNT_MESSAGES.importNoSeparator };
  const format: ImportFormat = anki ? "anki" : separator === "\t" ? "tab" : "csv";
  const html = headers.html?.trim().toLowerCase() === "true";
  // Quizlet's lines are not quoted: a definition may start with a quote it means.
  const quoted = format !== "tab";
  const named = headers.columns === undefined ? null : namedColumns(headers.columns.split(separator));
  const skipped = new Set(
    ["guid column", "notetype column", "deck column", "tags column"].map((key) => Number(headers[key]) - 1).filter((column) => column >= 0),
  );
  return { ok: true, format, ...(await parseRows(body, { headerLines, separator, quoted, html, named, skipped })) };
}

/** Why the text is not a file of cards at all (a zip, a binary, a web page), or null. */
function notTextProblem(text: string): string | null {
  if (text.startsWith("PK\u0003\u0004")) return ACCOUNT_MESSAGES.importZip;
  const head = text.slice(0, 4096);
  if (head.includes("\u0000") || (head.match(/\uFFFD/g)?.length ?? 0) > 8) return ACCOUNT_MESSAGES.importBinary;
  if (/^\s*<(!doctype|html|\?xml)/i.test(head)) return ACCOUNT_MESSAGES.importHtml;
  return null;
}

/** The JSON value, or undefined when the text is not JSON (a CSV may start with "["). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function lexiJson(json: unknown): ParsedFile {
  const data = json && typeof json === "object" && !Array.isArray(json) ? (json as { format?: unknown; notes?: unknown }) : null;
  if (!data || data.format !== EXPORT_FORMAT.name || !Array.isArray(data.notes)) return { ok: false, error: ACCOUNT_MESSAGES.importOtherJson };
  const rows: ParsedRow[] = [];
  const refused: Refusal[] = [];
  data.notes.forEach((note: unknown, index) => {
    const line = index + 1;
    const fields = note && typeof note === "object" ? (note as Partial<Record<keyof NoteText, unknown>>) : {};
    const text = (field: keyof NoteText) => (typeof fields[field] === "string" ? (fields[field] as string) : "");
    if (typeof fields.word !== "string" || typeof fields.definitions !== "string") refused.push({ line, reason: "The note has no word or no meaning." });
    // As a card, as the CSV export writes it: the import reads the note back whole (cards.ts).
    else
      rows.push({
        line,
        card: noteCard({ word: text("word"), type: text("type"), definitions: text("definitions"), example: text("example"), breakdown: text("breakdown") }),
      });
  });
  return { ok: true, format: "lexi-json", rows, refused };
}

/** The "#" lines at the top: Anki's "#key:value" headers (keys lower-case) and comments, and how many lines they take. */
function splitHeaders(text: string): { headers: Record<string, string>; headerLines: number; body: string } {
  const headers: Record<string, string> = {};
  let headerLines = 0;
  let at = 0;
  while (text.startsWith("#", at)) {
    const end = text.indexOf("\n", at);
    const line = text.slice(at + 1, end < 0 ? text.length : end);
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1);
    headerLines += 1;
    at = end < 0 ? text.length : end + 1;
  }
  return { headers, headerLines, body: text.slice(at) };
}

function ankiSeparator(value: string | undefined): string | null {
  if (value === undefined) return null;
  const named = NAMED_SEPARATORS[value.trim().toLowerCase()];
  return named ?? (value.length === 1 ? value : null);
}

/** How many times `char` is in `line` outside double quotes. */
function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let inQuotes = false;
  for (const c of line) {
    if (c === '"') inQuotes = !inQuotes;
    else if (c === char && !inQuotes) count += 1;
  }
  return count;
}

/**
 * The separator of a file without a #separator header: a tab if a line has
 * one (no writer of CSV puts tabs in text), else a comma or a semicolon,
 * whichever separates more of the first lines, then whichever splits them
 * closer to two columns; a tie is a comma. Null when none does.
 */
function guessSeparator(body: string): string | null {
  const lines = body
    .slice(0, 64 * 1024)
    .split("\n")
    .filter((line) => line.trim() !== "")
    .slice(0, SAMPLE_LINES);
  if (lines.some((line) => line.includes("\t"))) return "\t";
  const score = (char: string) => {
    const counts = lines.map((line) => countOutsideQuotes(line, char));
    return { lines: counts.filter((count) => count > 0).length, spread: counts.reduce((sum, count) => sum + Math.abs(count - 1), 0) };
  };
  const [comma, semicolon] = [score(","), score(";")];
  if (comma.lines === 0 && semicolon.lines === 0) return null;
  if (semicolon.lines !== comma.lines) return semicolon.lines > comma.lines ? ";" : ",";
  return semicolon.spread < comma.spread ? ";" : ",";
}

interface Columns {
  front: number;
  back: number;
}

/** The word's column and the meaning's, when the cells name them (a header row, or Anki's #columns); else null. */
function namedColumns(cells: readonly string[]): Columns | null {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const front = names.findIndex((name) => FRONT_NAMES.has(name));
  const back = names.findIndex((name) => BACK_NAMES.has(name));
  return front >= 0 && back >= 0 ? { front, back } : null;
}

interface ParseOptions {
  headerLines: number;
  separator: string;
  /** Fields may be quoted as in CSV. */
  quoted: boolean;
  /** The fields are HTML (Anki's #html:true). */
  html: boolean;
  /** The columns named by Anki's #columns header. */
  named: Columns | null;
  /** Columns that hold no field (Anki's guid, note type, deck and tags columns), from 0. */
  skipped: ReadonlySet<number>;
}

/**
 * The rows of the file's body. A first row that names the columns is no
 * card (and says which column is which); otherwise the first two fields are
 * the word and its meaning. A row that is not valid CSV is refused and
 * csv-parse goes on with the next.
 *
 * Parsed as a stream, a slice of the text at a time, with a turn of the event
 * loop between slices and whenever a row's checks have taken a while: a 5 MB
 * file parsed in one call held every other request of the instance for seconds.
 */
async function parseRows(body: string, options: ParseOptions): Promise<{ rows: ParsedRow[]; refused: Refusal[] }> {
  const { headerLines, separator, quoted, html } = options;
  const refused: Refusal[] = [];
  const parser = parse({
    delimiter: separator,
    quote: quoted ? '"' : false,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      if (!error) return;
      const refusal = { line: headerLines + Number(error.lines ?? 0), reason: csvErrorReason(error) };
      // csv-parse may report one bad field twice (a stray opening quote): once in the report.
      const last = refused.at(-1);
      if (last?.line !== refusal.line || last.reason !== refusal.reason) refused.push(refusal);
    },
  });
  const feeding = (async () => {
    for (let start = 0; start < body.length; start += PARSE_SLICE_CHARS) {
      parser.write(body.slice(start, start + PARSE_SLICE_CHARS));
      await yieldToEventLoop();
    }
    parser.end();
  })();

  const rows: ParsedRow[] = [];
  let columns = options.named;
  let first = true;
  const takeTurn = turnTaker();
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    await takeTurn();
    // info.lines is the line a record ends on; its quoted line breaks say where it began.
    const line = headerLines + info.lines - record.reduce((breaks, field) => breaks + (field.match(/\n/g)?.length ?? 0), 0);
    if (first && !columns) {
      first = false;
      columns = namedColumns(record);
      if (columns) continue;
    }
    const fields = columns ? record : record.filter((_, column) => !options.skipped.has(column));
    const { front, back } = columns ?? { front: 0, back: 1 };
    if (fields.length <= Math.max(front, back)) {
      refused.push({ line, reason: fields.length === 1 ? ACCOUNT_MESSAGES.importOneColumn : ACCOUNT_MESSAGES.importNoMeaningColumn(back + 1) });
      continue;
    }
    const cell = (text: string) => {
      const plain = quoted ? text : unquoted(text);
      return unprotectCell(html ? htmlToText(plain) : plain);
    };
    rows.push({ line, card: { front: cell(fields[front]!), back: cell(fields[back]!) } });
  }
  await feeding;
  return { rows, refused };
}

/** A field of an unquoted file that is wrapped in quotes anyway (Anki before 2.1.55 quoted fields holding one), without them. */
function unquoted(field: string): string {
  return /^"[^]*"$/.test(field) && field.length >= 2 ? field.slice(1, -1).replace(/""/g, '"') : field;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
};

/** An Anki field's HTML as text: line breaks for <br> and blocks, no tags, entities decoded, no [sound:…] references. */
export function htmlToText(html: string): string {
  return (
    html
      // Line breaks in HTML are spaces; <br> and blocks are the breaks.
      .replace(/[ \t]*\n[ \t]*/g, " ")
      .replace(/<(style|script)\b[^>]*>[^]*?<\/\1>/gi, "")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(div|p|li)>/gi, "\n")
      .replace(/<[^>]*>/g, "")
      .replace(/\[sound:[^\]]*\]/g, "")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
        if (name.startsWith("#")) {
          const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
        }
        return ENTITIES[name.toLowerCase()] ?? entity;
      })
      .replace(/[ \t]*\n[ \t]*/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

function csvErrorReason(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "Not valid CSV: a quoted field is not closed.";
    case "INVALID_OPENING_QUOTE":
      return 'Not valid CSV: a field with a quote in it must be in quotes, its own quotes doubled ("say ""hi""").';
    case "CSV_INVALID_CLOSING_QUOTE":
      return 'Not valid CSV: a quote inside a quoted field must be doubled ("").';
    default:
      return `Not valid CSV: ${error.message}`;
  }
}

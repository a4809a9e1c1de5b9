import "server-only";
import { stringify } from "csv-stringify/sync";
import { reviewSettings } from "@/lib/review/settings";
import type { PublicUser, RegistrationData } from "@/lib/users/types";
import { EXPORT_FORMAT, favouriteCard, noteCard, type Card } from "./cards";
import { protectCell } from "./csv-cells";
import { EXPORT_SECTIONS, favouriteBatches, noteBatches, sectionBatches } from "./user-rows";

// "Download my data": everything the app holds about a learner as one JSON
// file, and their notes and favourites as a CSV of flashcards. Both are
// streamed: the response pulls a batch of rows from the database only when
// the one before has been sent (lib/account/user-rows.ts), so a learner with
// 200,000 review rows costs one batch of memory, not the whole history.

export interface ExportProfile {
  user: PublicUser;
  registration: RegistrationData | null;
}

/** The JSON file: format, profile and settings, then one array per table (EXPORT_SECTIONS), written as they are read. */
export function exportJson(userId: string, profile: ExportProfile): Promise<ReadableStream<Uint8Array>> {
  return startStream(jsonChunks(userId, profile));
}

async function* jsonChunks(userId: string, { user, registration }: ExportProfile): AsyncGenerator<string> {
  // The learner's settings, not today's allowance: "Study 10 more" lasts a day.
  const { extraNewToday, ownNewPerDay, ...settings } = await reviewSettings(userId);
  const head = {
    format: EXPORT_FORMAT.name,
    version: EXPORT_FORMAT.version,
    exportedAt: new Date().toISOString(),
    profile: { ...user, registration },
    settings: { ...settings, newPerDay: ownNewPerDay },
  };
  // The head object without its closing brace; each section follows as a key.
  yield JSON.stringify(head).slice(0, -1);
  for (const section of Object.keys(EXPORT_SECTIONS) as (keyof typeof EXPORT_SECTIONS)[]) {
    yield `,${JSON.stringify(section)}:[`;
    let first = true;
    for await (const rows of sectionBatches(section, userId)) {
      for (const piece of pieces(rows)) {
        yield (first ? "" : ",") + piece;
        first = false;
      }
    }
    yield "]";
  }
  yield "}\n";
}

/** Piece size: one batch joined whole would be a string of about 1 MB, which V8 keeps outside its young generation until a full collection. */
const PIECE_CHARS = 64 * 1024;

/** `rows` joined with commas into pieces of about PIECE_CHARS. */
function* pieces(rows: readonly string[]): Generator<string> {
  let start = 0;
  let size = 0;
  for (let index = 0; index < rows.length; index += 1) {
    size += rows[index]!.length + 1;
    if (size >= PIECE_CHARS || index === rows.length - 1) {
      yield rows.slice(start, index + 1).join(",");
      start = index + 1;
      size = 0;
    }
  }
}

/**
 * The CSV: Anki's file headers (comma-separated, plain text, as #-lines it
 * reads as settings and other importers as comments), then one card a line,
 * front then back: the notes (newest first), then the favourites.
 */
export const CSV_HEADER = "#separator:comma\n#html:false\n# Lexi notes and favourites: front (the word), back (its meaning), one card a line\n";

export function exportCsv(userId: string): Promise<ReadableStream<Uint8Array>> {
  return startStream(csvChunks(userId));
}

async function* csvChunks(userId: string): AsyncGenerator<string> {
  // The header goes out with the first rows: the first piece needs the database (see startStream).
  let header = CSV_HEADER;
  for await (const rows of noteBatches(userId)) {
    yield header + csvLines(rows.map((row) => noteCard(row)));
    header = "";
  }
  for await (const rows of favouriteBatches(userId)) {
    yield header + csvLines(rows.map(favouriteCard).filter((card): card is Card => card !== null));
    header = "";
  }
  if (header) yield header;
}

/**
 * RFC 4180 lines. A field that starts with "#" is quoted too, so no data line
 * can pass for a header or comment line; one that a spreadsheet would run as a
 * formula starts with ' (lib/account/csv-cells.ts).
 */
export function csvLines(cards: readonly Card[]): string {
  return cards.length
    ? stringify(
        cards.map(({ front, back }) => [protectCell(front), protectCell(back)]),
        { quoted_match: /^#/ },
      )
    : "";
}

/**
 * A stream that asks `chunks` for the next piece only when the reader wants
 * more; cancelling it ends the generator (and its queries). The first piece
 * is read before the stream is returned, so that a database out of reach is
 * an error the handler answers (503), not a download cut short.
 */
async function startStream(chunks: AsyncGenerator<string>): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let first: string | null = (await chunks.next()).value ?? null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (first !== null) {
        controller.enqueue(encoder.encode(first));
        first = null;
        return;
      }
      // A pull that enqueues nothing is not repeated: skip empty pieces here.
      for (;;) {
        const next = await chunks.next();
        if (next.done) return controller.close();
        if (next.value) return controller.enqueue(encoder.encode(next.value));
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

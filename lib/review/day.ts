// The learner's day: days split at 4 a.m. in the learner's time zone (Anki's
// convention, so a late-night session counts for the day it belongs to). Pure
// and browser-safe. The forecast's SQL (lib/review/goal-data.ts) counts cards
// between the day starts made here; tests/api/progress-counts.test.ts holds it
// to PostgreSQL's own `(t AT TIME ZONE tz) - interval '4 hours'`.

export const DAY_STARTS_AT_HOUR = 4;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const DEFAULT_TIME_ZONE = "UTC";

// One formatter per canonical zone: every spelling of a zone ("europe/LONDON",
// "Europe/London") shares one, so the cache holds at most the runtime's zones
// (about 600, ~29 KB each). The cap is a second guard: should a runtime ever
// keep spellings apart, the oldest entry goes first.
const MAX_FORMATTERS = 1_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** How many formatters are cached (for the test that bounds it). */
export function cachedFormatterCount(): number {
  return formatters.size;
}

function newFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const formatter = newFormatter(timeZone);
  const canonical = formatter.resolvedOptions().timeZone;
  const shared = formatters.get(canonical);
  if (shared) return shared;
  if (formatters.size >= MAX_FORMATTERS) formatters.delete(formatters.keys().next().value!);
  formatters.set(canonical, formatter);
  return formatter;
}

/**
 * The runtime's canonical name of an IANA zone in any spelling
 * ("europe/LONDON" → "Europe/London", "Etc/UTC" → "UTC"), or null for a zone
 * it does not know. Zones are stored and used only in this form.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  if (typeof timeZone !== "string" || timeZone.length === 0 || timeZone.length > 64) return null;
  // The formatters are kept under canonical names only: a zone among them is its own (the stored zones, on every
  // call), and resolvedOptions, which builds all of a formatter's options afresh, is left for other spellings.
  if (formatters.has(timeZone)) return timeZone;
  try {
    return formatterFor(timeZone).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** True for an IANA zone this runtime knows (e.g. "Europe/London"), in any spelling. */
export function isValidTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== null;
}

// formatToParts costs tens of µs, and a call asks the same few instants again and again (now, today's and
// tomorrow's 4 a.m.; every call of the same second asks the same "now"): each zone's offset is remembered by
// the second, as a zone's offset changes only on a whole second. The oldest entry goes first past the cap.
const MAX_OFFSETS = 10_000;
const offsets = new Map<string, number>();

/** How many offsets are remembered (for the test that bounds it). */
export function rememberedOffsetCount(): number {
  return offsets.size;
}

/** The zone's offset from UTC at `instant`, in ms (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  const key = `${timeZone} ${second}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const parts: Record<string, number> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(second)) {
    if (type !== "literal") parts[type] = Number(value);
  }
  const offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - second;
  if (offsets.size >= MAX_OFFSETS) offsets.delete(offsets.keys().next().value!);
  offsets.set(key, offset);
  return offset;
}

/** The wall-clock time in `timeZone` at `instant`, to the second, as if it were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  return Math.floor(instant / 1000) * 1000 + offsetAt(instant, timeZone);
}

/** The learner's day `instant` falls in, as YYYY-MM-DD. */
export function learnerDay(instant: Date | number, timeZone: string): string {
  const wall = wallClock(typeof instant === "number" ? instant : instant.getTime(), timeZone) - DAY_STARTS_AT_HOUR * HOUR_MS;
  return new Date(wall).toISOString().slice(0, 10);
}

/** The day `days` after (or before, if negative) the YYYY-MM-DD `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * `count` days from the YYYY-MM-DD `first` on, in order: addDays(first, i) for each i, stepping one date
 * rather than parsing and printing each (a year of them was most of /progress's calendar's CPU).
 */
export function dayRange(first: string, count: number): string[] {
  const date = new Date(`${first}T00:00:00Z`);
  const days: string[] = [];
  for (let i = 0; i < count; i += 1) {
    days.push(`${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`);
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return days;
}

/** Whole days from `from` to `to` (YYYY-MM-DD each). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant the learner's day `day` begins: 4 a.m. local time, whatever the daylight-saving rules. */
export function dayStart(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + DAY_STARTS_AT_HOUR * HOUR_MS;
  // The offset at the answer, not at the guess: they differ only near a change.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** When the learner's current day began and when the next begins. */
export function dayBounds(now: Date, timeZone: string): { day: string; start: Date; end: Date } {
  const day = learnerDay(now, timeZone);
  return { day, start: dayStart(day, timeZone), end: dayStart(addDays(day, 1), timeZone) };
}

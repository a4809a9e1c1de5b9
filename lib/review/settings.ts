import "server-only";
import { sql } from "kysely";
import { compiledOnce } from "@/lib/compiled-once";
import { kysely, type Transaction } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import type { CatchUpPlan } from "./catch-up";
import { settingsVersionOf } from "./settings-version";
import { DEFAULT_TIME_ZONE, canonicalTimeZone, learnerDay } from "./day";
import { DEFAULT_DESIRED_RETENTION, DEFAULT_NEW_PER_DAY, type SchedulerSettings } from "./scheduler";
import { NEW_PER_DAY_RANGE } from "./scheduler-limits";
import type { ReviewSettingsView } from "./types";

// A learner's review settings. No row means the defaults; the first change writes one.
// Read on every review call, so both the read and the write are SQL (lib/db.ts), of the same columns.

export interface StoredSettings extends SchedulerSettings {
  /** Today's new-card allowance: the learner's setting plus today's "Study 10 more" (what the queues read); 0 while a catch-up plan runs. */
  newPerDay: number;
  /** The learner's own new cards a day (the form's and the export's). */
  ownNewPerDay: number;
  /** Of newPerDay, what "Study 10 more" added for today (the learner's day); 0 on any other day. */
  extraNewToday: number;
  timeZone: string;
  optimizedAt: Date | null;
  optimizedOn: number | null;
  /** Minutes of review a day; null: clear what is due. */
  goalMinutes: number | null;
  streakEnabled: boolean;
  /** The catch-up plan running today, or null (none, or it is over). */
  catchUp: CatchUpPlan | null;
  /** The learner's day a plan was ended or declined on (no plan is offered again that day). */
  catchUpEndedOn: string | null;
}

export const DEFAULT_SETTINGS: StoredSettings = {
  desiredRetention: DEFAULT_DESIRED_RETENTION,
  parameters: [],
  newPerDay: DEFAULT_NEW_PER_DAY,
  ownNewPerDay: DEFAULT_NEW_PER_DAY,
  extraNewToday: 0,
  timeZone: DEFAULT_TIME_ZONE,
  optimizedAt: null,
  optimizedOn: null,
  goalMinutes: null,
  streakEnabled: false,
  catchUp: null,
  catchUpEndedOn: null,
};

/** The settings' columns: read alone (reviewSettings) or beside another statement's own (a practice answer's claim). */
export const SETTINGS_COLUMNS = [
  "desired_retention as desiredRetention",
  "parameters",
  "new_per_day as newPerDay",
  "time_zone as timeZone",
  "optimized_at as optimizedAt",
  "optimized_on as optimizedOn",
  "extra_new as extraNew",
  "extra_new_day as extraNewDay",
  "goal_minutes as goalMinutes",
  "streak_enabled as streakEnabled",
  "catch_up as catchUp",
] as const;

export interface SettingsRow {
  desiredRetention: number;
  parameters: number[] | null;
  newPerDay: number;
  timeZone: string;
  optimizedAt: Date | null;
  optimizedOn: number | null;
  extraNew: number;
  /** A learner's day, decoded as UTC midnight (lib/db-pool.ts). */
  extraNewDay: Date | null;
  goalMinutes: number | null;
  streakEnabled: boolean;
  catchUp: unknown;
}

/** "Study 10 more" adds this many new cards to today's allowance. */
export const EXTRA_NEW_STEP = 10;
/** Today's extra stops growing here (the most a day's setting may allow). */
const EXTRA_NEW_MAX = NEW_PER_DAY_RANGE.max;

/** The stored zone by its canonical name; a zone this runtime no longer knows falls back rather than breaking every page. */
function storedZone(timeZone: string | undefined): string {
  return canonicalTimeZone(timeZone ?? DEFAULT_TIME_ZONE) ?? DEFAULT_TIME_ZONE;
}

/** What review_settings.catch_up holds: a plan, or the day one was ended or declined on. */
type StoredCatchUp = CatchUpPlan | { endedOn: string } | null;

/** The stored plan while `today` is one of its days; null before, after, or without one. */
function runningPlan(stored: StoredCatchUp, today: string): CatchUpPlan | null {
  const plan = stored && "days" in stored ? stored : null;
  const first = plan?.days[0]?.day;
  const last = plan?.days.at(-1)?.day;
  return plan && first && last && first <= today && today <= last ? plan : null;
}

/** The settings as of `now` from a row of SETTINGS_COLUMNS; the defaults for a learner without one. */
export function settingsFromRow(row: SettingsRow | undefined, now: Date): StoredSettings {
  if (!row) return DEFAULT_SETTINGS;
  const timeZone = storedZone(row.timeZone);
  const today = learnerDay(now, timeZone);
  // The extra counts on the day it was asked for only: tomorrow the setting alone applies again.
  const extraNewToday = row.extraNewDay?.toISOString().slice(0, 10) === today ? row.extraNew : 0;
  const stored = row.catchUp as StoredCatchUp;
  const catchUp = runningPlan(stored, today);
  return {
    desiredRetention: row.desiredRetention,
    parameters: row.parameters ?? [],
    // New words pause while a catch-up plan runs.
    newPerDay: catchUp ? 0 : row.newPerDay + extraNewToday,
    ownNewPerDay: row.newPerDay,
    extraNewToday,
    goalMinutes: row.goalMinutes,
    streakEnabled: row.streakEnabled,
    catchUp,
    catchUpEndedOn: stored && "endedOn" in stored ? stored.endedOn : null,
    timeZone,
    optimizedAt: row.optimizedAt,
    optimizedOn: row.optimizedOn,
  };
}

// Read by nearly every call of the review and practice APIs: compiled once.
const settingsRow = compiledOnce((v: { userId: string }) => kysely().selectFrom("review_settings").select(SETTINGS_COLUMNS).where("user_id", "=", v.userId));

/** The learner's settings as of `now`; read in `tx` when given (a practice answer reads them in its transaction). */
export async function reviewSettings(userId: string, now = new Date(), tx?: Transaction): Promise<StoredSettings> {
  const { rows } = await (tx ?? kysely()).executeQuery(settingsRow({ userId: checkedUserId(userId) }));
  return settingsFromRow(rows[0], now);
}

// The settings this process read last for each learner, with their row's version (settings-version.ts). A statement that
// reads the version beside its own rows (the practice queue's) is sent with them, and the version it returns says
// whether they still held: the settings' own read is then not a round trip of every call. Nothing is trusted unchecked.
const versionedRow = compiledOnce((v: { userId: string }) =>
  kysely().selectFrom("review_settings").select(SETTINGS_COLUMNS).select(settingsVersionOf(v.userId).as("version")).where("user_id", "=", v.userId),
);

/** Learners remembered; past this many the oldest go first. */
const MAX_REMEMBERED = 10_000;
type Remembered = { row: SettingsRow | undefined; version: string | null };
const remembered = new Map<string, Remembered>();

/** Settings as of `now`, and the version of the row they come from (null: no row, the defaults). */
export interface VersionedSettings {
  settings: StoredSettings;
  version: string | null;
}

/** The learner's settings as of `now`, read now, with their version; remembered for rememberedSettings. */
async function versionedSettings(userId: string, now = new Date()): Promise<VersionedSettings> {
  const { rows } = await kysely().executeQuery(versionedRow({ userId: checkedUserId(userId) }));
  let entry: Remembered = { row: undefined, version: null };
  if (rows[0]) {
    const { version, ...row } = rows[0];
    entry = { row, version };
  }
  remembered.delete(userId);
  // A Map keeps insertion order: the first key is the oldest entry.
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(userId, entry);
  return { settings: settingsFromRow(entry.row, now), version: entry.version };
}

/** The settings versionedSettings last read for the learner, as of `now`, with their version; null when none were. To be checked against the version a statement reads. */
function rememberedSettings(userId: string, now: Date): VersionedSettings | null {
  const entry = remembered.get(userId);
  return entry ? { settings: settingsFromRow(entry.row, now), version: entry.version } : null;
}

/**
 * A statement that needs the learner's settings, sent with the ones this process read last for them: a round trip fewer
 * whenever they still hold, as they nearly always do. The statement reads the settings row's version beside its own
 * columns (settingsVersionOf), which `versionOf` takes from its result: one that differs, or none remembered, reads the
 * settings afresh and sends the statement again. `versionOf` gives undefined for a result that carries no version (an
 * empty answer): a read then checks it.
 */
export async function withLearnerSettings<T>(
  userId: string,
  now: Date,
  send: (settings: StoredSettings) => Promise<T>,
  versionOf: (result: T) => string | null | undefined,
): Promise<{ settings: StoredSettings; result: T }> {
  const last = rememberedSettings(userId, now);
  if (last) {
    const result = await send(last.settings);
    const version = versionOf(result);
    if (version === last.version) return { settings: last.settings, result };
    const fresh = await versionedSettings(userId, now);
    if (version === undefined && fresh.version === last.version) return { settings: last.settings, result };
    return { settings: fresh.settings, result: await send(fresh.settings) };
  }
  const { settings } = await versionedSettings(userId, now);
  return { settings, result: await send(settings) };
}

/** "Study 10 more": today's new-card allowance grows by EXTRA_NEW_STEP, for today (the learner's day) only. */
export async function allowMoreNewToday(userId: string, now = new Date()): Promise<StoredSettings> {
  checkedUserId(userId);
  return writeUserData(userId, async (tx) => {
    const current = await tx.selectFrom("review_settings").select("time_zone").where("user_id", "=", userId).executeTakeFirst();
    const today = learnerDay(now, storedZone(current?.time_zone));
    const row = await tx
      .insertInto("review_settings")
      .values({ user_id: userId, extra_new: EXTRA_NEW_STEP, extra_new_day: today })
      .onConflict((conflict) =>
        conflict.column("user_id").doUpdateSet({
          // Another day's extra is over: today's starts afresh.
          extra_new: sql<number>`least(${EXTRA_NEW_MAX}::integer, CASE WHEN review_settings.extra_new_day = ${today}::date THEN review_settings.extra_new ELSE 0 END + ${EXTRA_NEW_STEP}::integer)`,
          extra_new_day: today,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(SETTINGS_COLUMNS)
      .executeTakeFirstOrThrow();
    return settingsFromRow(row, now);
  });
}

export interface SettingsChange {
  desiredRetention?: number;
  newPerDay?: number;
  timeZone?: string;
  goalMinutes?: number | null;
  streakEnabled?: boolean;
  /** A catch-up plan to run, or the day one was ended or declined on. */
  catchUp?: CatchUpPlan | { endedOn: string };
  /** Fitted weights, with how many reviews they were fitted on; [] returns to the defaults. */
  parameters?: { weights: number[]; optimizedOn: number | null };
}

export async function updateReviewSettings(userId: string, change: SettingsChange, now = new Date()): Promise<StoredSettings> {
  const values = {
    ...(change.desiredRetention !== undefined && { desired_retention: change.desiredRetention }),
    ...(change.newPerDay !== undefined && { new_per_day: change.newPerDay }),
    ...(change.timeZone !== undefined && { time_zone: change.timeZone }),
    ...(change.goalMinutes !== undefined && { goal_minutes: change.goalMinutes }),
    ...(change.streakEnabled !== undefined && { streak_enabled: change.streakEnabled }),
    ...(change.catchUp !== undefined && { catch_up: sql`${JSON.stringify(change.catchUp)}::jsonb` }),
    ...(change.parameters !== undefined && {
      parameters: change.parameters.weights,
      optimized_at: change.parameters.weights.length ? new Date() : null,
      optimized_on: change.parameters.weights.length ? change.parameters.optimizedOn : null,
    }),
  };
  checkedUserId(userId);
  const row = await writeUserData(userId, (tx) =>
    tx
      .insertInto("review_settings")
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
      .returning(SETTINGS_COLUMNS)
      .executeTakeFirstOrThrow(),
  );
  return settingsFromRow(row, now);
}

export function settingsView(settings: StoredSettings): ReviewSettingsView {
  return {
    desiredRetention: settings.desiredRetention,
    // The learner's setting, without today's extra or a catch-up plan's pause (saving the form must not keep them for good).
    newPerDay: settings.ownNewPerDay,
    timeZone: settings.timeZone,
    personalParameters: settings.parameters.length > 0,
    optimizedAt: settings.optimizedAt ? settings.optimizedAt.toISOString() : null,
    optimizedOn: settings.optimizedOn,
    goalMinutes: settings.goalMinutes,
    streakEnabled: settings.streakEnabled,
  };
}

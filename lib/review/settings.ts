import "server-only";
import { sql } from "kysely";
import { kysely, kyselyIn } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { DEFAULT_TIME_ZONE, canonicalTimeZone } from "./day";
import { DEFAULT_DESIRED_RETENTION, DEFAULT_NEW_PER_DAY, type SchedulerSettings } from "./scheduler";
import type { ReviewSettingsView } from "./types";

// A learner's review settings. No row means the defaults; the first change writes one.
// Read on every review call, so both the read and the write are SQL (lib/db.ts), of the same columns.

export interface StoredSettings extends SchedulerSettings {
  newPerDay: number;
  timeZone: string;
  optimizedAt: Date | null;
  optimizedOn: number | null;
}

export const DEFAULT_SETTINGS: StoredSettings = {
  desiredRetention: DEFAULT_DESIRED_RETENTION,
  parameters: [],
  newPerDay: DEFAULT_NEW_PER_DAY,
  timeZone: DEFAULT_TIME_ZONE,
  optimizedAt: null,
  optimizedOn: null,
};

const COLUMNS = [
  "desired_retention as desiredRetention",
  "parameters",
  "new_per_day as newPerDay",
  "time_zone as timeZone",
  "optimized_at as optimizedAt",
  "optimized_on as optimizedOn",
] as const;

interface SettingsRow {
  desiredRetention: number;
  parameters: number[] | null;
  newPerDay: number;
  timeZone: string;
  optimizedAt: Date | null;
  optimizedOn: number | null;
}

function fromRow(row: SettingsRow | undefined): StoredSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    desiredRetention: row.desiredRetention,
    parameters: row.parameters ?? [],
    newPerDay: row.newPerDay,
    // A zone this runtime no longer knows falls back rather than breaking every page.
    timeZone: canonicalTimeZone(row.timeZone) ?? DEFAULT_TIME_ZONE,
    optimizedAt: row.optimizedAt,
    optimizedOn: row.optimizedOn,
  };
}

export async function reviewSettings(userId: string): Promise<StoredSettings> {
  const row = await kysely().selectFrom("review_settings").select(COLUMNS).where("user_id", "=", checkedUserId(userId)).executeTakeFirst();
  return fromRow(row);
}

export interface SettingsChange {
  desiredRetention?: number;
  newPerDay?: number;
  timeZone?: string;
  /** Fitted weights, with how many reviews they were fitted on; [] returns to the defaults. */
  parameters?: { weights: number[]; optimizedOn: number | null };
}

export async function updateReviewSettings(userId: string, change: SettingsChange): Promise<StoredSettings> {
  const values = {
    ...(change.desiredRetention !== undefined && { desired_retention: change.desiredRetention }),
    ...(change.newPerDay !== undefined && { new_per_day: change.newPerDay }),
    ...(change.timeZone !== undefined && { time_zone: change.timeZone }),
    ...(change.parameters !== undefined && {
      parameters: change.parameters.weights,
      optimized_at: change.parameters.weights.length ? new Date() : null,
      optimized_on: change.parameters.weights.length ? change.parameters.optimizedOn : null,
    }),
  };
  checkedUserId(userId);
  const row = await writeUserData(userId, (tx) =>
    kyselyIn(tx)
      .insertInto("review_settings")
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(),
  );
  return fromRow(row);
}

export function settingsView(settings: StoredSettings): ReviewSettingsView {
  return {
    desiredRetention: settings.desiredRetention,
    newPerDay: settings.newPerDay,
    timeZone: settings.timeZone,
    personalParameters: settings.parameters.length > 0,
    optimizedAt: settings.optimizedAt ? settings.optimizedAt.toISOString() : null,
    optimizedOn: settings.optimizedOn,
  };
}

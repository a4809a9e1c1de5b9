import "server-only";
import { db } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";
import { writeUserData } from "@/lib/users/user-lock";
import { DEFAULT_TIME_ZONE, canonicalTimeZone } from "./day";
import { DEFAULT_DESIRED_RETENTION, DEFAULT_NEW_PER_DAY, type SchedulerSettings } from "./scheduler";
import type { ReviewSettingsView } from "./types";

// A learner's review settings. No row means the defaults; the first change writes one.

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
  const rows = await db().$queryRaw<SettingsRow[]>`
    SELECT desired_retention AS "desiredRetention", parameters, new_per_day AS "newPerDay", time_zone AS "timeZone",
           optimized_at AS "optimizedAt", optimized_on AS "optimizedOn"
    FROM review_settings WHERE user_id = ${checkedUserId(userId)}`;
  return fromRow(rows[0]);
}

export interface SettingsChange {
  desiredRetention?: number;
  newPerDay?: number;
  timeZone?: string;
  /** Fitted weights, with how many reviews they were fitted on; [] returns to the defaults. */
  parameters?: { weights: number[]; optimizedOn: number | null };
}

export async function updateReviewSettings(userId: string, change: SettingsChange): Promise<StoredSettings> {
  const data = {
    ...(change.desiredRetention !== undefined && { desiredRetention: change.desiredRetention }),
    ...(change.newPerDay !== undefined && { newPerDay: change.newPerDay }),
    ...(change.timeZone !== undefined && { timeZone: change.timeZone }),
    ...(change.parameters !== undefined && {
      parameters: change.parameters.weights,
      optimizedAt: change.parameters.weights.length ? new Date() : null,
      optimizedOn: change.parameters.weights.length ? change.parameters.optimizedOn : null,
    }),
  };
  checkedUserId(userId);
  const row = await writeUserData(userId, (tx) => tx.reviewSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data }));
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

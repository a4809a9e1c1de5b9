import { sql, type RawBuilder } from "kysely";

// A learner's reminder "slot": the local day on which their chosen hour last
// began. One digest per slot (lib/reminders/send-reminders.ts), whenever a run
// comes after it begins.

/**
 * The local day on which `hour` last began at `at` in `zone`: local time moved
 * back `hour` hours, as a date. At 07:30 with hour 8 it is yesterday, at 08:30
 * today, so a learner's digest is due once that day turns over, whenever a run
 * comes; on a day that skips the hour (daylight saving) the next hour starts it.
 */
export function localSlotSql(at: RawBuilder<unknown>, zone: RawBuilder<unknown>, hour: RawBuilder<unknown>) {
  return sql<string>`((${at} AT TIME ZONE ${zone}) - make_interval(hours => ${hour}))::date`;
}

/** The slot in progress for a learner saving their settings: it counts as sent, so the first digest comes when the next one begins. */
export function currentSlotSql(now: Date, userId: string, hour: number) {
  return localSlotSql(
    sql`${now}::timestamptz`,
    sql`coalesce((SELECT s.time_zone FROM review_settings s WHERE s.user_id = ${userId} AND s.time_zone IN (SELECT name FROM pg_timezone_names)), 'UTC')`,
    sql`${hour}::int`,
  );
}

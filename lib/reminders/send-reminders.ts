import "server-only";
import { sql } from "kysely";
import { kysely } from "@/lib/db";
import { sendPush, type PushOutcome, type StoredSubscription } from "@/lib/push/send";
import { vapidConfig } from "@/lib/push/vapid";
import { userStore } from "@/lib/users/user-store";
import { sendDigest } from "./digest";
import { reminderPushMessage } from "./messages";
import { localSlotSql } from "./slot";

// The daily digest run (Vercel Cron: app/api/cron/reminders; locally
// `npm run reminders:send`). Learners with e-mail reminders on are read in
// pages of BATCH_SIZE by user id (keyset: each statement continues after the
// last id of the one before, and no cursor or transaction stays open between
// them). A learner's digest is due once per "slot": the local day their chosen
// hour last began (localSlotSql). Of a page, those whose current slot has had
// no digest and who have words due now are claimed for it by one conditional
// UPDATE … RETURNING before anything is sent: a retried or overlapping run
// finds them claimed and sends nothing twice. A digest that fails to send
// gives its slot back, for the next run. Run hourly, each digest comes at the
// learner's hour; run once a day (Vercel's Hobby plan), each learner still
// gets one a day, at that run.
//
// Web push goes the same way, per browser: each of a due learner's
// push_subscriptions whose slot has had no push is claimed (its own
// last_sent_day) by one UPDATE … RETURNING per page, then sent. A push service
// answering 404 or 410 has dropped the subscription: its row is deleted. Any
// other failure gives that subscription's slot back, so the next run retries
// it alone; what was sent stays claimed. Without VAPID keys no push is sent
// (and none claimed).

export const BATCH_SIZE = 500;
/** Address look-ups and sends under way at once: a few connections and SMTP sessions, never one per learner. */
const CONCURRENCY = 4;

export interface ReminderRun {
  /** Learners with e-mail reminders on, looked at. */
  considered: number;
  /** Digests sent. */
  sent: number;
  /** Digests that could not be sent (their day is given back). */
  failed: number;
  /** Claimed learners with no account or no verified address any more. */
  skipped: number;
  /** Push notifications sent (one per browser). */
  pushed: number;
  /** Pushes that failed (their browser's day is given back, for the next run). */
  pushFailed: number;
  /** Subscriptions the push service no longer knows (404, 410), deleted. */
  pushGone: number;
  /** Pages read (selection statements). */
  batches: number;
  /** False when the run stopped at its time limit: the learners after it are the next run's (their slot stays open, so they still get its digest). */
  complete: boolean;
}

export interface ReminderRunOptions {
  now?: Date;
  batchSize?: number;
  /** No new page is read after this long (a function's time limit): the rest waits for the next run. */
  stopAfterMs?: number;
}

interface PageRow {
  user_id: string;
  /** The learner's current slot (localSlotSql), YYYY-MM-DD. */
  day: string;
  /** Recognition cards due now, or null when the slot has had its digest and every browser its push (not counted). */
  due: number | null;
}

// ts-fsrs's New state: a card never studied is not "due for review".
const NEW = 0;
const RECOGNITION = 0;

function readPage(after: string, now: Date, limit: number) {
  return sql<PageRow>`
    WITH page AS (
      SELECT r.user_id, r.email, r.hour, r.last_sent_day FROM reminders r
      WHERE (r.email OR EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = r.user_id)) AND r.user_id > ${after}
      ORDER BY r.user_id
      LIMIT ${limit}
    ), zones AS MATERIALIZED (
      SELECT name FROM pg_timezone_names
    ), local AS (
      SELECT p.user_id, p.email, p.last_sent_day,
        ${localSlotSql(sql`${now}::timestamptz`, sql`coalesce((SELECT z.name FROM zones z WHERE z.name = s.time_zone), 'UTC')`, sql`p.hour`)} AS slot
      FROM page p LEFT JOIN review_settings s ON s.user_id = p.user_id
    )
    SELECT l.user_id, to_char(l.slot, 'YYYY-MM-DD') AS day,
      CASE WHEN (l.email AND (l.last_sent_day IS NULL OR l.last_sent_day < l.slot))
        OR EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = l.user_id AND (ps.last_sent_day IS NULL OR ps.last_sent_day < l.slot)) THEN (
        SELECT count(*)::int FROM review_cards c
        WHERE c.user_id = l.user_id AND c.due <= ${now}::timestamptz AND c.direction = ${RECOGNITION} AND c.state <> ${NEW}
      ) END AS due
    FROM local l
    ORDER BY l.user_id`.execute(kysely());
}

/** Claims the slot for each learner still unclaimed: those returned are this run's to send. */
async function claim(learners: { userId: string; day: string }[]): Promise<Map<string, number>> {
  if (!learners.length) return new Map();
  const { rows } = await sql<{ user_id: string; version: number }>`
    UPDATE reminders r SET last_sent_day = c.day
    FROM unnest(${learners.map((l) => l.userId)}::text[], ${learners.map((l) => l.day)}::date[]) AS c(user_id, day)
    WHERE r.user_id = c.user_id AND r.email AND (r.last_sent_day IS NULL OR r.last_sent_day < c.day)
    RETURNING r.user_id, r.unsubscribe_version AS version`.execute(kysely());
  return new Map(rows.map((row) => [row.user_id, row.version]));
}

/** Gives back the slot of digests that failed, so the next run tries again. */
async function release(learners: { userId: string; day: string }[]): Promise<void> {
  if (!learners.length) return;
  await sql`
    UPDATE reminders r SET last_sent_day = NULL
    FROM unnest(${learners.map((l) => l.userId)}::text[], ${learners.map((l) => l.day)}::date[]) AS c(user_id, day)
    WHERE r.user_id = c.user_id AND r.last_sent_day = c.day`.execute(kysely());
}

interface ClaimedPush extends StoredSubscription {
  user_id: string;
  day: string;
}

/** Claims the slot of each of these learners' browsers still unclaimed: those returned are this run's to push to. */
async function claimPushes(learners: { userId: string; day: string }[]): Promise<ClaimedPush[]> {
  if (!learners.length) return [];
  const { rows } = await sql<ClaimedPush>`
    UPDATE push_subscriptions ps SET last_sent_day = c.day
    FROM unnest(${learners.map((l) => l.userId)}::text[], ${learners.map((l) => l.day)}::date[]) AS c(user_id, day)
    WHERE ps.user_id = c.user_id AND (ps.last_sent_day IS NULL OR ps.last_sent_day < c.day)
    RETURNING ps.user_id, ps.endpoint, ps.p256dh, ps.auth, to_char(c.day, 'YYYY-MM-DD') AS day`.execute(kysely());
  return rows;
}

/** Gives back the slot of pushes that failed; deletes the subscriptions the push service no longer knows. */
async function settlePushes(failed: ClaimedPush[], gone: ClaimedPush[]): Promise<void> {
  if (failed.length)
    await sql`
      UPDATE push_subscriptions ps SET last_sent_day = NULL
      FROM unnest(${failed.map((p) => p.endpoint)}::text[], ${failed.map((p) => p.day)}::date[]) AS c(endpoint, day)
      WHERE ps.endpoint = c.endpoint AND ps.last_sent_day = c.day`.execute(kysely());
  if (gone.length)
    await sql`
      DELETE FROM push_subscriptions ps
      USING unnest(${gone.map((p) => p.endpoint)}::text[], ${gone.map((p) => p.user_id)}::text[]) AS c(endpoint, user_id)
      WHERE ps.endpoint = c.endpoint AND ps.user_id = c.user_id`.execute(kysely());
}

/** Runs `work` over `items`, CONCURRENCY at a time. */
async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

export async function sendDueReminders({ now = new Date(), batchSize = BATCH_SIZE, stopAfterMs = Infinity }: ReminderRunOptions = {}): Promise<ReminderRun> {
  const run: ReminderRun = { considered: 0, sent: 0, failed: 0, skipped: 0, pushed: 0, pushFailed: 0, pushGone: 0, batches: 0, complete: false };
  const vapid = vapidConfig();
  const started = performance.now();
  let after = "";
  for (;;) {
    const { rows } = await readPage(after, now, batchSize);
    run.batches += 1;
    run.considered += rows.length;
    const due = rows.filter((row) => (row.due ?? 0) > 0);
    const slots = due.map((row) => ({ userId: row.user_id, day: row.day }));
    const claimed = await claim(slots);
    const pushes = vapid ? await claimPushes(slots) : [];
    const dueOf = new Map(due.map((row) => [row.user_id, row.due!]));
    const failed: { userId: string; day: string }[] = [];
    await eachLimited(
      due.filter((row) => claimed.has(row.user_id)),
      async (row) => {
        try {
          const user = await userStore().getUserById(row.user_id);
          if (!user?.emailVerified) {
            run.skipped += 1;
            return;
          }
          await sendDigest({ userId: row.user_id, to: user.email, name: user.name, due: row.due!, version: claimed.get(row.user_id)! });
          run.sent += 1;
        } catch (error) {
          run.failed += 1;
          failed.push({ userId: row.user_id, day: row.day });
          console.error(`reminders: the digest to ${row.user_id} failed`, error instanceof Error ? error.message : error);
        }
      },
    );
    await release(failed);
    const outcomes = new Map<PushOutcome, ClaimedPush[]>([
      ["sent", []],
      ["gone", []],
      ["failed", []],
    ]);
    await eachLimited(pushes, async (push) => {
      outcomes.get(await sendPush(push, reminderPushMessage(dueOf.get(push.user_id)!), vapid!))!.push(push);
    });
    run.pushed += outcomes.get("sent")!.length;
    run.pushGone += outcomes.get("gone")!.length;
    run.pushFailed += outcomes.get("failed")!.length;
    await settlePushes(outcomes.get("failed")!, outcomes.get("gone")!);
    if (rows.length < batchSize) {
      run.complete = true;
      break;
    }
    if (performance.now() - started >= stopAfterMs) break;
    after = rows.at(-1)!.user_id;
  }
  console.info(
    `reminders: considered ${run.considered}, sent ${run.sent}, failed ${run.failed}, skipped ${run.skipped}; pushed ${run.pushed}, push failed ${run.pushFailed}, push gone ${run.pushGone} (${run.batches} batches${run.complete ? "" : ", stopped at the time limit"})`,
  );
  return run;
}

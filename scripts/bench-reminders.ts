// `npm run bench:reminders`: one reminder run over LEARNERS learners with
// words due (issue 31's figure), on a throwaway database on
// TEST_POSTGRES_ADMIN_URL (else embedded PGlite), with mail to the SMTP test
// server: the run's time, the process's peak memory, the most database
// connections open at once, then a second run the same day (0 sends).
import pg from "pg";
import { createEmptyDatabase } from "./lib/empty-database";
import { applyMigrations } from "./lib/migrations";
import { startSmtpServer } from "./lib/smtp";

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
const NOW = new Date("2026-06-01T12:00:00Z");

const database = await createEmptyDatabase();
const smtp = await startSmtpServer();
const watcher = new pg.Client({ connectionString: database.directUrl });
try {
  await applyMigrations(database.directUrl);
  await watcher.connect();
  // Verified users, reminders on at 09:00 in one of three zones, three recognition cards due each.
  await watcher.query(
    `INSERT INTO users (id, name, email, email_verified) SELECT 'bench-' || lpad(i::text, 6, '0'), 'Learner ' || i, 'bench-' || i || '@example.com', now() FROM generate_series(1, $1) i`,
    [LEARNERS],
  );
  await watcher.query(`INSERT INTO reminders (user_id, email, hour) SELECT id, true, 9 FROM users`);
  await watcher.query(
    `INSERT INTO review_settings (user_id, time_zone) SELECT id, (ARRAY['Europe/London', 'Europe/Paris', 'Asia/Tokyo'])[1 + (row_number() OVER ()) % 3] FROM users`,
  );
  await watcher.query(
    `INSERT INTO review_cards (user_id, word_index, direction, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state)
     SELECT u.id, w, 0, '2026-05-01T00:00:00Z', 3, 5, 0, 3, 0, 2, 0, 2 FROM users u CROSS JOIN generate_series(1, 3) w`,
  );
  await watcher.query("ANALYZE");

  Object.assign(process.env, { DATABASE_URL: database.url, EMAIL_SERVER: smtp.url, APP_URL: "https://lexi.example.org" });
  const { sendDueReminders } = await import("@/lib/reminders/send-reminders");

  let peakConnections = 0;
  let peakRss = process.memoryUsage().rss;
  let sampling = true;
  const sample = (async () => {
    while (sampling) {
      const { rows } = await watcher.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      peakConnections = Math.max(peakConnections, rows[0]!.n);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();

  const started = performance.now();
  const first = await sendDueReminders({ now: NOW });
  const seconds = (performance.now() - started) / 1000;
  const second = await sendDueReminders({ now: new Date(NOW.getTime() + 3_600_000) });
  sampling = false;
  await sample;

  console.log(`| learners | sent | failed | time | peak RSS | peak connections | batches | second run sent | mails received |`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
  console.log(
    `| ${LEARNERS} | ${first.sent} | ${first.failed} | ${seconds.toFixed(1)} s | ${Math.round(peakRss / 2 ** 20)} MB | ${peakConnections} | ${first.batches} | ${second.sent} | ${smtp.messages.length} |`,
  );
  if (first.sent !== LEARNERS || second.sent !== 0 || smtp.messages.length !== LEARNERS) process.exitCode = 1;
} finally {
  await watcher.end().catch(() => undefined);
  await smtp.stop();
  await database.drop();
}
process.exit();

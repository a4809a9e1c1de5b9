// `npm run reminders:send`: the reminder run the hourly Vercel Cron makes
// (app/api/cron/reminders), from a shell or a system cron, against DATABASE_URL,
// EMAIL_SERVER and the VAPID keys like the app (without EMAIL_SERVER, outside
// production, the digests go to .data/mail/; without VAPID keys no push is
// sent). Prints the counts.
import { sendDueReminders } from "@/lib/reminders/send-reminders";

const run = await sendDueReminders();
console.log(JSON.stringify(run));
process.exit(run.failed > 0 || run.pushFailed > 0 ? 1 : 0);

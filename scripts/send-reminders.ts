// `npm run reminders:send`: the reminder run the hourly Vercel Cron makes
// (app/api/cron/reminders), from a shell or a system cron, against DATABASE_URL
// and EMAIL_SERVER like the app (without EMAIL_SERVER, outside production, the
// digests go to .data/mail/). Prints the counts.
import { sendDueReminders } from "@/lib/reminders/send-reminders";

const run = await sendDueReminders();
console.log(JSON.stringify(run));
process.exit(run.failed > 0 ? 1 : 0);

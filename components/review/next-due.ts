// "Next review in 10 minutes", "Next review tomorrow at 09:00": when the next
// card comes due, in the browser's locale and time zone. Pure: the clock and
// the locale are arguments.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function calendarDaysBetween(from: Date, to: Date): number {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end.getTime() - start.getTime()) / (24 * HOUR));
}

export function describeNextDue(nextDue: string, now: Date, locale?: string): string {
  const due = new Date(nextDue);
  const ms = due.getTime() - now.getTime();
  if (ms < MINUTE) return "Next review in less than a minute";
  if (ms < HOUR) {
    const minutes = Math.round(ms / MINUTE);
    return `Next review in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  }
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(due);
  const days = calendarDaysBetween(now, due);
  if (days <= 0) return `Next review today at ${time}`;
  if (days === 1) return `Next review tomorrow at ${time}`;
  if (days < 7) return `Next review on ${new Intl.DateTimeFormat(locale, { weekday: "long" }).format(due)} at ${time}`;
  const sameYear = due.getFullYear() === now.getFullYear();
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", ...(sameYear ? {} : { year: "numeric" }) }).format(due);
  return `Next review on ${date}`;
}

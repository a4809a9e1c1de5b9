// How an interval reads on a grade button: "1 min", "6 min", "3 h", "1 day", "2 days", "3.5 mo", "2 yr".
// Units are spelled so that none can be misread ("m" was minutes or months). Browser-safe; the API
// sends seconds (lib/review/types: DueCard.intervals).

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** One decimal below 10 ("1.5"), whole numbers from 10. */
function rounded(value: number): number {
  return value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
}

// Each unit is chosen by its rounded value, so a boundary never reads "60 min" or "24 h".
export function formatInterval(seconds: number): string {
  if (seconds < MINUTE) return "<1 min";
  const minutes = Math.round(seconds / MINUTE);
  if (minutes < 60) return `${minutes} min`;
  const hours = rounded(seconds / HOUR);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(seconds / DAY);
  if (days < 30) return `${days} ${days === 1 ? "day" : "days"}`;
  const months = rounded(seconds / MONTH);
  if (months < 12) return `${months} mo`;
  return `${rounded(seconds / YEAR)} yr`;
}

/** The same interval in words, for screen readers and titles: "in 10 minutes", "in 3 days". */
export function describeInterval(seconds: number): string {
  const unit = (value: number, name: string) => `in ${value} ${name}${value === 1 ? "" : "s"}`;
  if (seconds < MINUTE) return "in less than a minute";
  const minutes = Math.round(seconds / MINUTE);
  if (minutes < 60) return unit(minutes, "minute");
  const hours = Math.round(seconds / HOUR);
  if (hours < 24) return unit(hours, "hour");
  const days = Math.round(seconds / DAY);
  if (days < 30) return unit(days, "day");
  const months = Math.round(seconds / MONTH);
  if (months < 12) return unit(months, "month");
  return unit(Math.round(seconds / YEAR), "year");
}

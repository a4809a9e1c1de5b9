// How an interval reads on a grade button: "1m", "10m", "3h", "1d", "3.5mo", "2y".
// Browser-safe; the API sends seconds (lib/review/types: DueCard.intervals).

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function rounded(value: number): string {
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

export function formatInterval(seconds: number): string {
  if (seconds < MINUTE) return "<1m";
  if (seconds < HOUR) return `${Math.round(seconds / MINUTE)}m`;
  if (seconds < DAY) return `${rounded(seconds / HOUR)}h`;
  if (seconds < MONTH) return `${Math.round(seconds / DAY)}d`;
  if (seconds < YEAR) return `${rounded(seconds / MONTH)}mo`;
  return `${rounded(seconds / YEAR)}y`;
}

/** The same interval in words, for screen readers and titles: "in 10 minutes", "in 3 days". */
export function describeInterval(seconds: number): string {
  const unit = (value: number, name: string) => `in ${value} ${name}${value === 1 ? "" : "s"}`;
  if (seconds < MINUTE) return "in less than a minute";
  if (seconds < HOUR) return unit(Math.round(seconds / MINUTE), "minute");
  if (seconds < DAY) return unit(Math.round(seconds / HOUR), "hour");
  if (seconds < MONTH) return unit(Math.round(seconds / DAY), "day");
  if (seconds < YEAR) return unit(Math.round(seconds / MONTH), "month");
  return unit(Math.round(seconds / YEAR), "year");
}

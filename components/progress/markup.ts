// Markup written as one string, for the parts of /progress with many small
// elements (a table's rows). As React elements, each one past
// the first few kilobytes of a server component's output becomes a row of its
// own in the RSC payload and a segment of the HTML: a year of days made the
// page three times as slow to serve as a list page (docs/performance.md). The
// values are numbers and labels the charts choose, escaped all the same.

import { escapeMarkup } from "@/lib/escape-markup";

/** Attributes by name, as markup (leading space each); one without a value is left out. */
export function attributesMarkup(attributes: Readonly<Record<string, string | number | undefined>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => (value === undefined ? "" : ` ${name}="${escapeMarkup(value)}"`))
    .join("");
}

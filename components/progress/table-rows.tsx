import { escapeMarkup } from "@/lib/escape-markup";
import { attributesMarkup } from "./markup";

// A chart's table of numbers, a row a day, as one string of markup (./markup.ts says why).

export type TableRow = {
  /** The row's header cell (the day, the month). */
  header: string;
  cells: readonly string[];
  /** Further attributes of the row (data-*), by name. */
  attributes?: Readonly<Record<string, string | undefined>>;
};

/** The rows' markup: a row header, then the cells. */
export function tableRowsMarkup(rows: readonly TableRow[]): string {
  return rows
    .map(
      ({ header, cells, attributes = {} }) =>
        `<tr${attributesMarkup(attributes)}><th scope="row">${escapeMarkup(header)}</th>${cells.map((cell) => `<td>${escapeMarkup(cell)}</td>`).join("")}</tr>`,
    )
    .join("");
}

/** The rows as a table's body: one node of the server's output, whatever their number. */
export function TableRows({ rows }: { rows: readonly TableRow[] }) {
  return <tbody dangerouslySetInnerHTML={{ __html: tableRowsMarkup(rows) }} />;
}

// CSV injection (OWASP): a spreadsheet opening the export runs a cell that
// starts with = + - @, a tab or a carriage return as a formula
// (=HYPERLINK(…), @SUM(…)*cmd|…). The export puts a ' before such a cell,
// which spreadsheets show as text, and the import takes it off again. A cell
// that already starts with quotes before such a character gets one more, so
// every text survives the round trip byte for byte.

const FORMULA_START = /^'*[=+\-@\t\r]/;

/** The cell as written to the CSV export. */
export function protectCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text of a cell read from a CSV import (the inverse of protectCell). */
export function unprotectCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

// CSV files for the import tests (attack-import, import-limits) and the bench's import stall.

/** A CSV of about `bytes` bytes: distinct two-column rows, some quoted across lines. */
export function bigCsv(bytes: number): string {
  const rows = ["front,back"];
  let size = 0;
  for (let i = 0; size < bytes; i += 1) {
    const row = i % 10 === 0 ? `word${i},"a meaning that goes on\nto a second line, ${i}"` : `word${i},the meaning of word number ${i} in a sentence`;
    rows.push(row);
    size += row.length + 1;
  }
  return rows.join("\n");
}

import { createHash } from "node:crypto";

// Which statements go out as named prepared statements where the deployment
// keeps them (DATABASE_PREPARED_STATEMENTS, lib/db.ts): the server then
// parses each once a connection and, after five runs, may keep one plan for
// it. A statement is named the second time its exact text is sent, so the
// hot statements are and a one-off is not; at most MAX_NAMED texts a process,
// so a connection never keeps more (statements whose text varies with their
// values, such as a list of n parameters, could otherwise take without end).
// A statement whose top level answers `*` stays unnamed: a migration that adds
// a column under a running server would change its result, which PostgreSQL
// refuses for a statement it keeps.

/** Texts named per process, and so statements kept per connection at most. */
export const MAX_NAMED = 200;
/** Texts sent once that are remembered, to name on their second sending. */
const MAX_SEEN_ONCE = 2_000;

const names = new Map<string, string | null>();
const seenOnce = new Set<string>();

/** A statement's text with every part in brackets taken out: its top level, whose columns it answers. */
function topLevelOf(sql: string): string {
  let text = sql;
  for (let inner = text.replace(/\([^()]*\)/g, ""); inner !== text; inner = text.replace(/\([^()]*\)/g, "")) text = inner;
  return text;
}

/** Whether the statement's result is `*` of a table (its columns then change with the table's). */
export function answersStar(sql: string): boolean {
  return /\b(?:select|returning)\s+\*|\.\*/i.test(topLevelOf(sql));
}

/** The name `sql` goes out under when prepared statements are kept, or undefined: unnamed, parsed and planned anew. */
export function preparedStatementName(sql: string): string | undefined {
  const known = names.get(sql);
  if (known !== undefined) return known ?? undefined;
  if (names.size >= MAX_NAMED) return undefined;
  if (!seenOnce.has(sql)) {
    if (seenOnce.size < MAX_SEEN_ONCE) seenOnce.add(sql);
    return undefined;
  }
  seenOnce.delete(sql);
  // Named by its text: every copy of this module (each bundle may have its own) gives one text one name.
  const name = answersStar(sql) ? null : `lexi_${createHash("sha256").update(sql).digest("hex").slice(0, 32)}`;
  names.set(sql, name);
  return name ?? undefined;
}

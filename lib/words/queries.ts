// The statements of lib/words/words.ts that are also run outside the app
// (the benchmark's bare server runs them through pg, for a side-by-side
// figure): plain SQL builders, no database client and no server-only guard.
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The statement behind randomUnseenWord (lib/words/words.ts): rows of (index,
 * word, ipa, details), at most one. The drawing is the database function
 * random_unseen_word (migration 20261124143000_random_unseen_word), whose
 * plans PostgreSQL keeps per connection.
 */
export function randomUnseenWordQuery(userId: string | null, excluded: readonly number[]): Prisma.Sql {
  return Prisma.sql`SELECT index, word, ipa, details FROM random_unseen_word(${userId}::text, ${excluded}::integer[])`;
}

import "server-only";
import { kysely } from "@/lib/db";

/**
 * The index of `word` in the word set now (one read of the words table's
 * unique word key), or null when the word has left the set. A client's index
 * may be from before a rebuilt word set moved the word (scripts/lib/seed-words.ts).
 */
export async function currentIndexOf(word: string): Promise<number | null> {
  const row = await kysely().selectFrom("words").select("index").where("word", "=", word).executeTakeFirst();
  return row?.index ?? null;
}

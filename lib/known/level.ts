import "server-only";
import { kysely } from "@/lib/db";
import { checkedUserId } from "@/lib/users/checked-user-id";

// A learner's level: the first word index new words come from (the
// vocabulary test's result, table `placements`). Words below it count as
// known unless they are in the learner's deck; 0 for a learner never placed.

/** The learner's level, 0 when they have not taken the vocabulary test. */
export async function placedLevel(userId: string): Promise<number> {
  const row = await kysely().selectFrom("placements").select("level").where("user_id", "=", checkedUserId(userId)).executeTakeFirst();
  return row?.level ?? 0;
}

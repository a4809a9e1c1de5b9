import "server-only";
import { kysely } from "@/lib/db";
import type { BuiltQuestion } from "@/lib/practice/questions";
import { buildSpec } from "./questions";
import type { QuestionSpec } from "./types";

// A challenge's questions never change once it is made (only whether it is
// closed does, and that is read with every claim), so a server keeps the
// specs and the built questions of the challenges being played: a player's
// next question and answer then need no read of the challenge and no rebuild
// of its options. A challenge that is not found is not kept.

/** Challenges kept, the least recently played dropped first. */
const KEPT = 256;

export interface FixedQuestions {
  specs: readonly QuestionSpec[];
  /** The question at `index` (payload and key), or null for no such question. */
  built(index: number): BuiltQuestion | null;
}

const kept = new Map<string, FixedQuestions>();

function fixedOf(challengeId: string, specs: readonly QuestionSpec[]): FixedQuestions {
  const built = new Map<number, BuiltQuestion>();
  return {
    specs,
    built(index) {
      const spec = Number.isInteger(index) ? specs[index] : undefined;
      if (!spec) return null;
      let question = built.get(index);
      if (!question) {
        const made = buildSpec(spec);
        if (!made) throw new Error(`challenge ${challengeId}: question ${index} can no longer be built`);
        built.set(index, (question = made));
      }
      return question;
    },
  };
}

/** The challenge's fixed questions, or null when there is no such challenge. */
export async function fixedQuestions(challengeId: string): Promise<FixedQuestions | null> {
  const hit = kept.get(challengeId);
  if (hit) {
    kept.delete(challengeId);
    kept.set(challengeId, hit);
    return hit;
  }
  const row = await kysely().selectFrom("challenges").select("questions").where("id", "=", challengeId).executeTakeFirst();
  if (!row) return null;
  const fixed = fixedOf(challengeId, row.questions as QuestionSpec[]);
  kept.set(challengeId, fixed);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return fixed;
}

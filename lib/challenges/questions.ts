import "server-only";
import { favouriteWordIndexes, practiceQueue } from "@/lib/review/practice-queue";
import { buildContrast } from "@/lib/practice/contrast";
import { buildQuestion, canAsk, type BuiltQuestion } from "@/lib/practice/questions";
import { seededRandom, shuffled } from "@/lib/practice/seeded-random";
import { bandStart, BAND_SIZE } from "@/lib/words/bands";
import { confusableSets } from "@/lib/words/confusables";
import { wordSet } from "@/lib/words/word-set";
import type { CreateRequest } from "./schema";
import { CHALLENGE_SIZE, MIXED_KINDS, type QuestionSpec } from "./types";

// A challenge's questions, fixed when it is made: the words by the source, a
// kind for each, a seed for each (so the engine builds the same options for
// every player). Only the QuestionSpec is stored; the payload and the key are
// built again from it (lib/practice/questions.ts is deterministic for a seed).

/** Due cards read to find ten questions. */
const DUE_LOOKAHEAD = 60;

/** The question a QuestionSpec names: payload and key, or null when the word set no longer makes it. */
export function buildSpec(spec: QuestionSpec): BuiltQuestion | null {
  if (spec.kind === "contrast") return buildContrast(spec.wordIndex, spec.seed, spec.setId);
  return buildQuestion(spec.kind, spec.wordIndex, spec.seed);
}

/** The candidate words of a source, in the challenge's order. */
async function candidates(userId: string, request: CreateRequest, seed: string): Promise<number[]> {
  const random = seededRandom(`${seed}:words`);
  switch (request.source) {
    case "favourites":
      return shuffled(random, [...new Set(await favouriteWordIndexes(userId))]);
    case "due": {
      const cards = await practiceQueue(userId, { limit: DUE_LOOKAHEAD });
      return [...new Set(cards.map((card) => card.wordIndex))];
    }
    case "band": {
      const start = bandStart(request.band ?? 0);
      const end = Math.min(start + BAND_SIZE, wordSet().alphabetical.length);
      return end > start
        ? shuffled(
            random,
            Array.from({ length: end - start }, (_, offset) => start + offset),
          )
        : [];
    }
    case "confusables":
      return [];
  }
}

/** Ten contrast questions, one set's member each, as many sets as can be. */
function contrastSpecs(seed: string): QuestionSpec[] {
  const random = seededRandom(`${seed}:sets`);
  const members = shuffled(
    random,
    confusableSets().flatMap((set) => set.members.map((member) => ({ wordIndex: member.index, setId: set.id }))),
  );
  const specs: QuestionSpec[] = [];
  const used = new Set<number>();
  for (const member of members) {
    if (specs.length === CHALLENGE_SIZE) break;
    if (used.has(member.wordIndex)) continue;
    const spec: QuestionSpec = { kind: "contrast", wordIndex: member.wordIndex, seed: `${seed}:${specs.length}`, setId: member.setId };
    if (!buildSpec(spec)) continue;
    used.add(member.wordIndex);
    specs.push(spec);
  }
  return specs;
}

/** The challenge's ten questions, or null when the source has too few words for them. */
export async function chooseQuestions(userId: string, request: CreateRequest, seed: string): Promise<QuestionSpec[] | null> {
  if (request.source === "confusables") {
    const specs = contrastSpecs(seed);
    return specs.length === CHALLENGE_SIZE ? specs : null;
  }
  const specs: QuestionSpec[] = [];
  for (const wordIndex of await candidates(userId, request, seed)) {
    if (specs.length === CHALLENGE_SIZE) break;
    const position = specs.length;
    // Mixed: the kinds in turn, starting from this position's; else the one kind.
    const kinds =
      request.kind === "mixed"
        ? MIXED_KINDS.map((_, offset) => MIXED_KINDS[(position + offset) % MIXED_KINDS.length]!)
        : [request.kind as QuestionSpec["kind"]];
    for (const kind of kinds) {
      if (!canAsk(kind, wordIndex)) continue;
      const spec: QuestionSpec = { kind, wordIndex, seed: `${seed}:${position}` };
      if (buildSpec(spec)) {
        specs.push(spec);
        break;
      }
    }
  }
  return specs.length === CHALLENGE_SIZE ? specs : null;
}

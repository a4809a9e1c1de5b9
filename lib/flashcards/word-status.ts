import "server-only";
import { itemMarkKinds } from "@/lib/marks/marks";
import { inDeck } from "@/lib/review/deck";
import type { WordStatus } from "./types";

/** A word's whole status for one learner (GET /api/v1/word/status, and the first card the page renders). */
export async function wordStatus(userId: string, wordIndex: number): Promise<WordStatus> {
  const [kinds, deck] = await Promise.all([itemMarkKinds(userId, { itemId: String(wordIndex), type: "words" }), inDeck(userId, wordIndex)]);
  return {
    isFavourite: kinds.includes("favourite"),
    isRemember: kinds.includes("remember"),
    isUnremember: kinds.includes("unremember"),
    isSeen: kinds.includes("seen"),
    inDeck: deck,
  };
}

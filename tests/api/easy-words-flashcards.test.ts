// api group: app
// Easy Words' flashcards (/favourites/easy-words/flashcards): the first card is a word of the commonest band,
// with the learner's marks and review status, as /flashcards renders its own first card.
import { describe, expect, it } from "vitest";
import * as reviewAdd from "@/app/api/v1/review/add/route";
import { db } from "@/lib/db";
import { loadEasyFirstCard } from "@/lib/flashcards/first-card";
import { BAND_SIZE } from "@/lib/words/bands";
import { postRequest, signedInUser } from "@/tests/support/session";

describe("Easy Words' first flashcard", () => {
  it("is a word of band 0, with its marks and review status", async () => {
    const user = await signedInUser();
    const word = await db().word.findUniqueOrThrow({ where: { index: 250 } });
    await reviewAdd.POST(postRequest("/api/v1/review/add", { wordIndex: 250 }, { user }));

    // 0.25 of the band: word 250.
    const initial = await loadEasyFirstCard(user.id, () => 0.25);
    expect(initial.card?.wordIndex).toBe(250);
    expect(initial.card?.data.word).toBe(word.word);
    expect(initial).toMatchObject({ category: "unseen", inDeck: true, userId: user.id, easyWords: true, loginRequiredFor: null });
    expect(initial.marks).toEqual({ isFavourite: false, isRemember: false, isUnremember: false });

    for (let draw = 0; draw < 20; draw += 1) {
      const { card } = await loadEasyFirstCard(user.id);
      expect(card!.wordIndex).toBeLessThan(BAND_SIZE);
    }
  });
});

// Something of every kind the app keeps for a learner, written through the
// app's own data code (marks, notes, review deck, grades, an undo, settings,
// a practice question waiting for its answer),
// for the export, import and deletion tests.
import { randomUUID } from "node:crypto";

/** The word indexes used: favourite 11, remember 12, unremember 13, seen 14, in the deck 20–22. */
export async function fillAccount(userId: string) {
  const [{ addMark }, { createNote }, { addToDeck }, { gradeWord, undoLastGrade }, { updateReviewSettings }] = await Promise.all([
    import("@/lib/marks/marks"),
    import("@/lib/notes/notes"),
    import("@/lib/review/deck"),
    import("@/lib/review/grading"),
    import("@/lib/review/settings"),
  ]);
  await addMark(userId, "favourite", { itemId: "11", type: "words", name: "Flashcards-Seen" });
  await addMark(userId, "favourite", { itemId: randomUUID(), type: "notes", name: "My Notes", val: { word: "serendipity", definitions: "a happy accident" } });
  await addMark(userId, "remember", { itemId: "12", type: "words" });
  await addMark(userId, "unremember", { itemId: "13", type: "words" });
  await addMark(userId, "seen", { itemId: "14", type: "words", name: "Flashcards" });
  const notes = [
    await createNote(userId, {
      word: "apple",
      type: "noun",
      definitions: "a round fruit, red or green",
      example: 'She said "an apple a day".',
      breakdown: "ap-ple",
    }),
    await createNote(userId, { word: "#hashtag", type: "noun", definitions: "a word\nafter a #", example: "—", breakdown: "hash + tag" }),
  ];
  await addToDeck(userId, 20);
  await gradeWord(userId, { wordIndex: 21, rating: 3, reviewId: randomUUID(), durationMs: 1200 }, { enterDeck: true });
  await gradeWord(userId, { wordIndex: 22, rating: 1, reviewId: randomUUID(), durationMs: 900 }, { enterDeck: true });
  const undone = randomUUID();
  await gradeWord(userId, { wordIndex: 21, rating: 4, reviewId: undone, durationMs: 800 });
  await undoLastGrade(userId, undone);
  await updateReviewSettings(userId, { timeZone: "Europe/Paris", newPerDay: 15 });
  const { issueQuestion } = await import("@/lib/practice/issue");
  const practice = await issueQuestion(userId, { source: "review", exclude: [] });
  if (!("question" in practice)) throw new Error(`no practice question for the account: ${JSON.stringify(practice)}`);
  return { notes, undone };
}

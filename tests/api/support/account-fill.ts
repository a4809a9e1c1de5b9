// Something of every kind the app keeps for a learner, written through the
// app's own data code (marks, notes, review deck, grades, an undo, settings),
// for the export, import and deletion tests.
import { randomUUID } from "node:crypto";

/**
 * The word indexes used: favourite 11, remember 12, unremember 13, seen 14, in the deck 20–23 (23 in both
 * directions: rated Easy, then a practice miss on its production card overridden with "I was right"), and
 * one practice question issued, one challenge made and played, one text saved, one story read (words 20, 21).
 */
export async function fillAccount(userId: string) {
  const [{ db }, { addMark }, { createNote }, { addToDeck }, { gradeWord, overrideGrade, undoLastGrade }, { updateReviewSettings }] = await Promise.all([
    import("@/lib/db"),
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
  await gradeWord(userId, { wordIndex: 21, rating: 3, reviewId: randomUUID(), durationMs: 1200 }, { addMissing: true });
  await gradeWord(userId, { wordIndex: 22, rating: 1, reviewId: randomUUID(), durationMs: 900 }, { addMissing: true });
  const undone = randomUUID();
  await gradeWord(userId, { wordIndex: 21, rating: 4, reviewId: undone, durationMs: 800 });
  await undoLastGrade(userId, undone);
  await gradeWord(userId, { wordIndex: 23, rating: 4, reviewId: randomUUID(), durationMs: 700 }, { addMissing: true });
  const missed = randomUUID();
  await gradeWord(userId, { wordIndex: 23, rating: 1, reviewId: missed, durationMs: 4000, direction: "production", questionKind: "typed" });
  await overrideGrade(userId, missed);
  // An issued practice question, as the practice API keeps it (its rows are the learner's too).
  await db().practiceQuestion.create({
    data: {
      id: randomUUID(),
      userId,
      kind: "typed",
      wordIndexes: [23],
      direction: 1,
      answerKey: { kind: "typed", word: "word", forms: ["word"] },
      expiresAt: new Date(Date.now() + 15 * 60_000),
    },
  });
  await updateReviewSettings(userId, { timeZone: "Europe/Paris", newPerDay: 15 });
  // A vocabulary-test result and a word the learner says they know.
  await db().placement.create({ data: { userId, knownWords: 2400, band: 2, level: 2000, takenAt: new Date() } });
  await db().knownWord.create({ data: { userId, wordIndex: 30 } });
  // E-mail reminders on, at 7 in the morning.
  await db().reminder.create({ data: { userId, email: true, hour: 7 } });
  // And by push, on one browser.
  await db().pushSubscription.create({
    data: { userId, endpoint: `https://push.example.org/send/${userId}`, p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  });
  // A challenge the learner made (Learn with Friends), and their play of it.
  const challengeId = randomUUID().replace(/-/g, "");
  await db().challenge.create({
    data: {
      id: challengeId,
      userId,
      title: "Friday words",
      kind: "meaning",
      source: "band",
      questions: [{ kind: "meaning", wordIndex: 20, seed: "s" }],
      playerCount: 1,
    },
  });
  await db().challengePlayer.create({ data: { challengeId, userId, nickname: "Ada", score: 1, answered: 1 } });
  // A text saved on "Read your own text" (a reading of its own), and a story read to its end.
  const { saveText } = await import("@/lib/reader/saved-texts");
  await saveText(userId, "  A day at the sea\nWe walked to the harbour at dawn.");
  const { recordReading } = await import("@/lib/reader/readings");
  await recordReading(userId, "story:the-walk-home", [20, 21]);
  return { notes, undone };
}

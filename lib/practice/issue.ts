import "server-only";
import { randomBytes } from "node:crypto";
import { kysely } from "@/lib/db";
import { spotCheckCandidates } from "@/lib/known/spot-check";
import { directionCode } from "@/lib/review/direction";
import { favouriteWordIndexes, practiceQueue, type PracticeCard } from "@/lib/review/practice-queue";
import { confusableSets, confusableSetsOf } from "@/lib/words/confusables";
import { storyBySlug } from "@/lib/stories/stories";
import { wordSet } from "@/lib/words/word-set";
import { buildContrast } from "./contrast";
import { progressOfSets } from "./contrast-progress";
import { sealDemoQuestion } from "./demo-token";
import { easyWordIndexes } from "./easy-words";
import { buildIdiomQuestion, idiomCount } from "./idiom-questions";
import { kindForCard } from "./kind-for-card";
import { insertQuestion } from "./question-store";
import { buildMatch, buildQuestion, canAsk } from "./questions";
import type { NextRequest } from "./schema";
import { seededRandom, shuffled } from "./seeded-random";
import { buildStoryQuestion, ownSentenceCloze, storyRoundWords, type StoryText } from "./story-questions";
import {
  MATCH_SIZE,
  QUESTION_TTL_MS,
  type AnswerKey,
  type Direction,
  type NextResponse,
  type QuestionKind,
  type QuestionPayload,
  type QuestionView,
} from "./types";

// Issuing a question (POST /api/v1/practice/next): the word or words by the
// round's source, the kind, the question built by the engine with the
// question's id as its seed (so the options a learner sees are the ones the
// key names), then the row that keeps the key on the server. The browser gets
// the payload alone. A signed-in issue is a read of the learner's cards and
// one INSERT; a visitor's demo touches the database not at all.

type SingleKind = Exclude<QuestionKind, "match">;

/** Cards read from the queue to find one the asked kind fits. */
const QUEUE_LOOKAHEAD = 30;

/** Why there is no question, that the learner has too many open, or that no story has the slug asked for. */
export type IssueOutcome = NextResponse | { tooManyOpen: true } | { unknownStory: true };

interface Built {
  payload: QuestionPayload;
  key: AnswerKey;
}

interface Chosen {
  kind: QuestionKind;
  wordIndexes: number[];
  direction: Direction;
  built: Built;
}

type Done = Extract<NextResponse, { done: true }>;

const done = (reason: Done["reason"]): Done => ({ done: true, reason });

/** 16 random bytes, base64url: the question's id, unguessable, and the seed its options are drawn with. */
function newQuestionId(): string {
  return randomBytes(16).toString("base64url");
}

function view(pick: Chosen, id: string, expiresAt: Date): QuestionView {
  return { ...pick.built.payload, id, direction: pick.direction, expiresAt: expiresAt.toISOString() } as QuestionView;
}

/** The card's question of the kind: a cloze asks the sentence the learner met the word in when it decides the word, else the editors' sentence. */
function cardQuestion(card: PracticeCard, kind: SingleKind, id: string) {
  const own = kind === "cloze" && card.context !== undefined ? ownSentenceCloze(card.wordIndex, [card.context]) : null;
  return own ?? buildQuestion(kind, card.wordIndex, id);
}

/** The first card a question of the asked kind (or the kind its memory calls for) can be built for. */
function pickFromCards(cards: readonly PracticeCard[], id: string, askedKind: SingleKind | undefined): Chosen | null {
  for (const card of cards) {
    const kind = askedKind ?? kindForCard(card, id);
    if (kind === null || kind === "match" || !canAsk(kind, card.wordIndex)) continue;
    const built = cardQuestion(card, kind, id);
    if (built) return { kind, wordIndexes: [card.wordIndex], direction: card.direction, built };
  }
  return null;
}

/** A Match Words board of the first words that fit on one (the engine's choice), or null when fewer than MATCH_SIZE.min can be had. */
function pickMatch(wordIndexes: readonly number[], id: string): Chosen | null {
  const usable = [...new Set(wordIndexes)].filter((index) => canAsk("match", index));
  if (usable.length < MATCH_SIZE.min) return null;
  const built = buildMatch(usable, id);
  // The board's words, in the order of its key: the order the checker's outcomes come in.
  return (
    built && { kind: "match", wordIndexes: [...(built.wordIndexes ?? usable)], direction: "recognition", built: { payload: built.payload, key: built.key } }
  );
}

async function fromReview(userId: string, request: NextRequest, id: string, now: Date): Promise<Chosen | Done> {
  const cards = await practiceQueue(userId, { now, limit: QUEUE_LOOKAHEAD, exclude: request.exclude });
  if (cards.length === 0) return done("nothing-due");
  if (request.kind === "match") {
    // A board matches words to meanings: recognition.
    return (
      pickMatch(
        cards.filter((card) => card.direction === "recognition").map((card) => card.wordIndex),
        id,
      ) ?? done("too-few-words")
    );
  }
  return pickFromCards(cards, id, request.kind) ?? done("no-question");
}

/**
 * The learner's favourites that have a question of the kind, in one order
 * per round (the round's id, or the learner's), the round's words left out;
 * recognition cards (a favourite not yet in the deck enters it when answered).
 */
async function fromFavourites(userId: string, request: NextRequest, id: string): Promise<Chosen | Done> {
  const kind = request.kind!;
  const usable = (await favouriteWordIndexes(userId)).filter((index) => canAsk(kind, index));
  if (usable.length < (kind === "match" ? MATCH_SIZE.min : 1)) return done("too-few-words");
  const order = shuffled(seededRandom(request.round ?? userId), [...new Set(usable)]);
  const excluded = new Set(request.exclude);
  const fresh = order.filter((index) => !excluded.has(index));
  // Every word of the round asked: the round is over.
  if (fresh.length === 0) return done("no-question");
  if (kind === "match") {
    // A board has at least one word the round has not asked, topped up with words it has.
    return pickMatch([...fresh, ...order.filter((index) => excluded.has(index))], id) ?? done("too-few-words");
  }
  for (const wordIndex of fresh) {
    const built = buildQuestion(kind, wordIndex, id);
    if (built) return { kind, wordIndexes: [wordIndex], direction: "recognition", built };
  }
  return done("no-question");
}

/**
 * Easy Words: the commonest band's words that have a question of the kind, in
 * one order per round, the round's words left out; recognition cards (a word
 * not yet in the deck enters it when answered wrong, the key marked `easy`).
 */
function fromEasy(request: NextRequest, id: string): Chosen | Done {
  const kind = request.kind as SingleKind;
  const excluded = new Set(request.exclude);
  const order = shuffled(seededRandom(request.round ?? id), easyWordIndexes(wordCount()));
  for (const wordIndex of order) {
    if (excluded.has(wordIndex) || !canAsk(kind, wordIndex)) continue;
    const built = buildQuestion(kind, wordIndex, id);
    if (built) return { kind, wordIndexes: [wordIndex], direction: "recognition", built: { payload: built.payload, key: easyKey(built.key) } };
  }
  return done("no-question");
}

/** An Easy Words key: a choice question's, marked so that a right answer leaves a word not in the deck out of it. */
function easyKey(key: AnswerKey): AnswerKey {
  return key.kind === "meaning" || key.kind === "word" || key.kind === "synonym" || key.kind === "antonym" ? { ...key, easy: true } : key;
}

/** The learner's cards of words with a usable cloze, least recently reviewed first (never reviewed first of all). */
async function leastRecentClozeCards(userId: string, exclude: readonly number[]): Promise<PracticeCard[]> {
  let query = kysely()
    .selectFrom("review_cards")
    .select(["word_index", "direction", "stability", "state", "due", "last_review", "context"])
    .where("user_id", "=", userId)
    .orderBy("last_review", (order) => order.asc().nullsFirst())
    .limit(QUEUE_LOOKAHEAD);
  if (exclude.length > 0) query = query.where("word_index", "not in", exclude);
  const rows = await query.execute();
  return rows
    .filter((row) => canAsk("cloze", row.word_index))
    .map((row) => ({
      wordIndex: row.word_index,
      direction: row.direction === directionCode("production") ? "production" : "recognition",
      stability: row.stability,
      state: row.state,
      due: row.due,
      ...(row.context !== null && { context: row.context }),
    }));
}

/** Words in the set: indexes 0 to this less one. */
function wordCount(): number {
  return wordSet().alphabetical.length;
}

/** Words looked up per statement when looking for one the learner has not met, and at most this many statements. */
const UNSEEN_BATCH = 100;
const UNSEEN_BATCHES = 10;

/**
 * The commonest words (the word set's order) with a usable cloze, not in the
 * learner's deck nor in the round, a batch at a time. Whether a word has a
 * usable cloze is worked out on first asking (canAsk caches it), so the
 * first learner to get here pays for a batch, not for the whole set.
 */
async function unseenClozeQuestion(userId: string, exclude: readonly number[], id: string): Promise<Chosen | null> {
  const excluded = new Set(exclude);
  let next = 0;
  for (let batches = 0; batches < UNSEEN_BATCHES && next < wordCount(); batches += 1) {
    const batch: number[] = [];
    for (; batch.length < UNSEEN_BATCH && next < wordCount(); next += 1) if (!excluded.has(next) && canAsk("cloze", next)) batch.push(next);
    if (batch.length === 0) break;
    const inDeck = await kysely().selectFrom("review_cards").select("word_index").where("user_id", "=", userId).where("word_index", "in", batch).execute();
    const known = new Set(inDeck.map((row) => row.word_index));
    for (const wordIndex of batch) {
      if (known.has(wordIndex)) continue;
      const built = buildQuestion("cloze", wordIndex, id);
      if (built) return { kind: "cloze", wordIndexes: [wordIndex], direction: "recognition", built };
    }
  }
  return null;
}

/** Learn with Context: due cards first, then the learner's other words least recently reviewed, then words new to them. */
async function fromContext(userId: string, request: NextRequest, id: string, now: Date): Promise<Chosen | Done> {
  const due = await practiceQueue(userId, { now, limit: QUEUE_LOOKAHEAD, exclude: request.exclude });
  const fromDue = pickFromCards(due, id, "cloze");
  if (fromDue) return fromDue;
  const fromDeck = pickFromCards(await leastRecentClozeCards(userId, request.exclude), id, "cloze");
  if (fromDeck) return fromDeck;
  return (await unseenClozeQuestion(userId, request.exclude, id)) ?? done("no-question");
}

/** The sets a confusables round draws from: the one it names, or all; none for an id no set has. */
function roundSets(request: NextRequest) {
  if (request.set === undefined) return confusableSets();
  const set = confusableSets()[request.set];
  return set ? [set] : [];
}

/**
 * Ambiguous Words: a contrast question on a set every member of which the
 * learner has reviewed at least twice (the contrast gate), the sets in one
 * order per round, the words the round asked left out.
 */
async function fromConfusables(userId: string, request: NextRequest, id: string): Promise<Chosen | Done> {
  const sets = roundSets(request);
  if (sets.length === 0) return done("no-question");
  const ready = new Set((await progressOfSets(userId, sets)).filter((progress) => progress.ready).map((progress) => progress.id));
  if (ready.size === 0) return done("not-ready");
  const excluded = new Set(request.exclude);
  const random = seededRandom(request.round ?? userId);
  for (const set of shuffled(random, sets)) {
    if (!ready.has(set.id)) continue;
    for (const member of shuffled(random, set.members)) {
      if (excluded.has(member.index)) continue;
      const built = buildContrast(member.index, id, set.id);
      if (built) return { kind: "contrast", wordIndexes: [member.index], direction: "recognition", built };
    }
  }
  return done("no-question");
}

/** Draws for a visitor's contrast question before giving up. */
const CONTRAST_DEMO_DRAWS = 20;

/**
 * A visitor's contrast question (nothing stored): a random member of the
 * round's sets, the round's words left out. The token holds the word and the
 * seed, and a word's question is rebuilt from its first set, so a word that is
 * in the round's set only as its second set is not drawn.
 */
function demoContrast(request: NextRequest, now: Date, seed: string): NextResponse {
  const sets = roundSets(request);
  const excluded = new Set(request.exclude);
  const members = sets.flatMap((set) => set.members.filter((member) => confusableSetsOf(member.index)[0]?.id === set.id && !excluded.has(member.index)));
  if (members.length === 0) return done("no-question");
  const random = seededRandom(seed);
  for (let draw = 0; draw < CONTRAST_DEMO_DRAWS; draw += 1) {
    const member = members[Math.floor(random() * members.length)]!;
    const built = buildContrast(member.index, seed);
    if (!built) continue;
    const expiresAt = new Date(now.getTime() + QUESTION_TTL_MS);
    const id = sealDemoQuestion({ wordIndex: member.index, kind: "contrast", seed, expiresAt: expiresAt.getTime() });
    return { question: view({ kind: "contrast", wordIndexes: [member.index], direction: "recognition", built }, id, expiresAt) };
  }
  return done("no-question");
}

/** A spot check (lib/known/spot-check.ts): a meaning question on a word the learner says they know, marked as such in its key. */
async function fromKnown(userId: string, request: NextRequest, id: string, now: Date): Promise<Chosen | Done> {
  const candidates = await spotCheckCandidates(userId, { now, exclude: request.exclude });
  for (const wordIndex of candidates) {
    if (!canAsk("meaning", wordIndex)) continue;
    const built = buildQuestion("meaning", wordIndex, id);
    if (built?.key.kind === "meaning") {
      return { kind: "meaning", wordIndexes: [wordIndex], direction: "recognition", built: { payload: built.payload, key: { ...built.key, spotCheck: true } } };
    }
  }
  return done("nothing-due");
}

/**
 * Learn with Story: the round's words of those the story teaches (at most
 * STORY_ROUND_SIZE, in one order per round), the round's words left out, each
 * a cloze of the story's own sentence or a meaning question
 * (story-questions.ts). Recognition cards, graded as Learn with Context
 * grades a word new to the learner: a word not in the deck enters it with
 * this grade, right or wrong (no `easy` mark: the story's band is the
 * learner's to learn, not words they already know).
 */
function fromStory(story: StoryText, request: NextRequest, id: string): Chosen | Done {
  const excluded = new Set(request.exclude);
  for (const wordIndex of storyRoundWords(story, request.round ?? id)) {
    if (excluded.has(wordIndex)) continue;
    const built = buildStoryQuestion(story.paragraphs, wordIndex, id);
    if (built) return { kind: built.payload.kind, wordIndexes: [wordIndex], direction: "recognition", built };
  }
  return done("no-question");
}

/** A visitor's question on the story (nothing stored): its token holds the story's slug, so the answer rebuilds the same sentence. */
function storyDemoQuestion(story: StoryText, request: NextRequest, now: Date): NextResponse {
  const seed = newQuestionId();
  const picked = fromStory(story, request, seed);
  return "done" in picked ? picked : sealed(picked, { wordIndex: picked.wordIndexes[0]!, seed, story: story.slug }, now);
}

/** Random words drawn for a visitor's cloze before giving up (about three in four words have one). */
const DEMO_DRAWS = 20;

/** A sealed question (its id holds what the answer needs to rebuild it): nothing is stored. */
function sealed(chosen: Chosen, demo: { wordIndex: number; seed: string; idiom?: boolean; story?: string }, now: Date): NextResponse {
  const expiresAt = new Date(now.getTime() + QUESTION_TTL_MS);
  const id = sealDemoQuestion({ ...demo, kind: chosen.kind, expiresAt: expiresAt.getTime() });
  return { question: view(chosen, id, expiresAt) };
}

/** A visitor's Easy Words question: the band's words in a random order, the round's words left out. */
function easyDemoQuestion(request: NextRequest, now: Date): NextResponse {
  const seed = newQuestionId();
  const picked = fromEasy({ ...request, round: seed }, seed);
  return "done" in picked ? picked : sealed(picked, { wordIndex: picked.wordIndexes[0]!, seed }, now);
}

/**
 * Idioms MCQ, for visitors and learners alike: idioms are no cards (docs/idioms.md), so
 * nothing is stored or graded. In one order per round, the round's idioms left out.
 */
function idiomQuestion(request: NextRequest, now: Date): NextResponse {
  const seed = newQuestionId();
  const excluded = new Set(request.exclude);
  const order = shuffled(
    seededRandom(request.round ?? seed),
    Array.from({ length: idiomCount() }, (_, index) => index),
  );
  for (const idiomIndex of order) {
    if (excluded.has(idiomIndex)) continue;
    const built = buildIdiomQuestion(idiomIndex, seed);
    if (built)
      return sealed({ kind: "meaning", wordIndexes: [idiomIndex], direction: "recognition", built }, { wordIndex: idiomIndex, seed, idiom: true }, now);
  }
  return done("no-question");
}

/** A visitor's cloze on a random word with a usable one, the round's words left out; its id is a sealed token, nothing is stored. */
function demoQuestion(request: NextRequest, now: Date): NextResponse {
  const seed = newQuestionId();
  if (request.source === "confusables") return demoContrast(request, now, seed);
  const excluded = new Set(request.exclude);
  const random = seededRandom(seed);
  for (let draw = 0; draw < DEMO_DRAWS; draw += 1) {
    const wordIndex = Math.floor(random() * wordCount());
    if (excluded.has(wordIndex) || !canAsk("cloze", wordIndex)) continue;
    const built = buildQuestion("cloze", wordIndex, seed);
    if (!built) continue;
    const expiresAt = new Date(now.getTime() + QUESTION_TTL_MS);
    const id = sealDemoQuestion({ wordIndex, kind: "cloze", seed, expiresAt: expiresAt.getTime() });
    return { question: view({ kind: "cloze", wordIndexes: [wordIndex], direction: "recognition", built }, id, expiresAt) };
  }
  return done("no-question");
}

/** The word or words of a signed-in learner's question, by the round's source (idioms are issued before: no card). */
function pickFor(userId: string, request: NextRequest, id: string, now: Date): Promise<Chosen | Done> | Chosen | Done {
  switch (request.source) {
    case "review":
      return fromReview(userId, request, id, now);
    case "favourites":
      return fromFavourites(userId, request, id);
    case "easy":
      return fromEasy(request, id);
    case "confusables":
      return fromConfusables(userId, request, id);
    case "known":
      return fromKnown(userId, request, id, now);
    default:
      return fromContext(userId, request, id, now);
  }
}

/**
 * The next question of a round for the learner (`userId`), or for a visitor
 * (null: sources context, easy, idioms, confusables and story only, the route refuses the others).
 */
export async function issueQuestion(userId: string | null, request: NextRequest, options: { now?: Date } = {}): Promise<IssueOutcome> {
  const now = options.now ?? new Date();
  if (request.source === "idioms") return idiomQuestion(request, now);
  const story = request.source === "story" ? storyBySlug(request.story ?? "") : undefined;
  if (request.source === "story" && !story) return { unknownStory: true };
  if (userId === null) {
    if (story) return storyDemoQuestion(story, request, now);
    return request.source === "easy" ? easyDemoQuestion(request, now) : demoQuestion(request, now);
  }
  const id = newQuestionId();
  const picked = story ? fromStory(story, request, id) : await pickFor(userId, request, id, now);
  if ("done" in picked) return picked;
  const expiresAt = new Date(now.getTime() + QUESTION_TTL_MS);
  const stored = await insertQuestion({
    id,
    userId,
    kind: picked.kind,
    wordIndexes: picked.wordIndexes,
    direction: directionCode(picked.direction),
    key: picked.built.key,
    issuedAt: now,
    expiresAt,
  });
  if (!stored) return { tooManyOpen: true };
  return { question: view(picked, id, expiresAt) };
}

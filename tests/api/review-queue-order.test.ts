// api group: database
// The review queue's next cards and the practice queue (lib/review/queue-sql.ts)
// are read as one part per direction and state, each cut to the queue's size
// before they are ranked. This holds their answers to the queues' rules,
// computed here from all the learner's cards: (re)learning steps due now,
// reviews due now, up to the day's allowance of new cards, then steps due
// within the learn-ahead limit; each in due order. The flip queue holds
// recognition cards; under a catch-up plan its backlog planned for later days
// waits and today's planned cards come first. The practice queue holds both
// directions, one card per word, new recognition cards before production.
import pg from "pg";
import { beforeAll, afterAll, describe, expect, inject, it } from "vitest";
import type { CatchUpPlan } from "@/lib/review/catch-up";
import { learnerDay } from "@/lib/review/day";
import { directionOf } from "@/lib/review/direction";
import { practiceQueue } from "@/lib/review/practice-queue";
import { dueCards } from "@/lib/review/queue";
import { LEARN_AHEAD_MS } from "@/lib/review/scheduler";
import { reviewSettings, type StoredSettings } from "@/lib/review/settings";
import { addHeavyLearner } from "@/scripts/lib/heavy-learner";
import { signedInUser } from "@/tests/support/session";

interface Card {
  id: bigint;
  wordIndex: number;
  direction: number;
  state: number;
  due: number;
}

const [NEW, LEARNING, REVIEW, RELEARNING] = [0, 1, 2, 3];

let client: pg.Client;
let userId: string;
let cards: Card[];
let settings: StoredSettings;
const now = new Date();

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject("directDatabaseUrl") });
  await client.connect();
  userId = (await signedInUser("queue-order")).id;
  await client.query("INSERT INTO review_settings (user_id, time_zone, updated_at) VALUES ($1, 'Europe/London', now())", [userId]);
  // 3,000 cards: about 60 reviews due now, 300 new, 90 steps spread around the learn-ahead limit.
  await addHeavyLearner(client, userId, { cards: 3_000, logs: 0, days: 30 });
  // A production card beside every third word, due within minutes of its recognition card: never in the flip queue.
  await client.query(
    `INSERT INTO review_cards (user_id, word_index, direction, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, created_at)
     SELECT user_id, word_index, 1, due + (word_index % 5 - 2) * interval '3 minutes', stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, created_at
     FROM review_cards WHERE user_id = $1 AND word_index % 3 = 0`,
    [userId],
  );
  // A relearning step due now, whatever the draws gave (the plan's case puts one among today's planned cards).
  await client.query(
    "UPDATE review_cards SET due = $2 WHERE id = (SELECT id FROM review_cards WHERE user_id = $1 AND direction = 0 AND state = 3 ORDER BY id LIMIT 1)",
    [userId, new Date(now.getTime() - 120_000)],
  );
  const { rows } = await client.query<{ id: string; word_index: number; direction: number; state: number; due: Date }>(
    "SELECT id, word_index, direction, state, due FROM review_cards WHERE user_id = $1",
    [userId],
  );
  cards = rows.map((row) => ({ id: BigInt(row.id), wordIndex: row.word_index, direction: row.direction, state: row.state, due: row.due.getTime() }));
  settings = await reviewSettings(userId, now);
}, 120_000);

afterAll(async () => {
  await client?.end();
});

const compare = (a: number | bigint, b: number | bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** The queue's rules applied to every card of the learner's: the word indexes of the next `size` cards, in order. */
function expectedQueue(newLimit: number, size: number, plan?: { postponed: number[]; order: number[] }): number[] {
  const learnAhead = now.getTime() + LEARN_AHEAD_MS;
  const postponed = new Set((plan?.postponed ?? []).map(BigInt));
  const order = (plan?.order ?? []).map(BigInt);
  const position = (card: Card) => (order.includes(card.id) ? order.indexOf(card.id) : Number.POSITIVE_INFINITY);
  const rank = (card: Card) =>
    (card.state === LEARNING || card.state === RELEARNING) && card.due <= now.getTime() ? 0 : card.state === REVIEW ? 1 : card.state === NEW ? 2 : 3;
  const byDue = (a: Card, b: Card) => compare(a.due, b.due) || compare(a.id, b.id);
  const recognition = cards.filter((card) => card.direction === 0);
  const graded = recognition.filter(
    (card) => card.state !== NEW && !postponed.has(card.id) && card.due <= (card.state === REVIEW ? now.getTime() : learnAhead),
  );
  const fresh = recognition
    .filter((card) => card.state === NEW && card.due <= now.getTime())
    .sort(byDue)
    .slice(0, newLimit);
  return [...graded, ...fresh]
    .sort((a, b) => compare(rank(a), rank(b)) || compare(position(a), position(b)) || byDue(a, b))
    .slice(0, size)
    .map((card) => card.wordIndex);
}

const queue = async (newLimit: number, size: number, withSettings = settings) =>
  (await dueCards(userId, withSettings, now, newLimit, size)).map((card) => card.card.wordIndex);

describe("the review queue's next cards", () => {
  it("are the queue's rules applied to every card: steps due now, reviews, the day's new cards, then steps ahead", async () => {
    expect(cards.filter((card) => card.state === REVIEW && card.due <= now.getTime()).length).toBeGreaterThan(20);
    for (const [newLimit, size] of [
      [0, 20],
      [5, 20],
      [20, 20],
      [20, 200],
      [200, 200],
    ] as const) {
      expect(await queue(newLimit, size), `${newLimit} new, ${size} cards`).toEqual(expectedQueue(newLimit, size));
    }
    // The large queue reaches past the reviews into the new cards and the steps ahead of now.
    const large = new Set(expectedQueue(20, 200));
    const recognition = cards.filter((card) => card.direction === 0 && large.has(card.wordIndex));
    expect(recognition.some((card) => card.state === NEW)).toBe(true);
    expect(recognition.some((card) => card.state !== REVIEW && card.state !== NEW && card.due > now.getTime())).toBe(true);
  });

  it("under a catch-up plan: later days' backlog waits, today's planned cards come first in the plan's order", async () => {
    const overdue = cards.filter((card) => card.direction === 0 && card.state === REVIEW && card.due <= now.getTime());
    const step = cards.find((card) => card.direction === 0 && card.state === RELEARNING && card.due <= now.getTime());
    expect(step).toBeDefined();
    const ids = overdue.map((card) => Number(card.id));
    // Today's plan, most at risk first (here: reversed due order), a relearning step among them; then a later day; then the rest.
    const today = [...ids.slice(0, 15).reverse(), Number(step!.id)];
    const plan: CatchUpPlan = {
      days: [
        { day: learnerDay(now, settings.timeZone), cards: today.length, reviews: today.length, minutes: 5 },
        { day: "2099-01-01", cards: 15, reviews: 15, minutes: 5 },
      ],
      cardIds: [today, ids.slice(15, 30)],
      later: ids.slice(30, 40),
    };
    const planned = { ...settings, catchUp: plan, newPerDay: 0 };
    const postponed = [...ids.slice(15, 30), ...ids.slice(30, 40)];
    for (const size of [20, 200]) {
      const answer = await queue(0, size, planned);
      expect(answer, `${size} cards`).toEqual(expectedQueue(0, size, { postponed, order: today }));
      expect(answer.slice(0, 2)).toContain(step!.wordIndex);
    }
  });
});

/** The practice queue's rules applied to every card: `size` words at most, each as "word:direction" of its first card. */
function expectedPractice(newPerDay: number, size: number, exclude: readonly number[]): string[] {
  const newLimit = Math.max(0, Math.min(size, newPerDay));
  const [at, ahead] = [now.getTime(), now.getTime() + LEARN_AHEAD_MS];
  const open = cards.filter((card) => !exclude.includes(card.wordIndex));
  const byDue = (a: Card, b: Card) => compare(a.due, b.due) || compare(a.id, b.id);
  const graded = open.filter((card) => card.state !== NEW && card.due <= (card.state === REVIEW ? at : ahead));
  const fresh = open
    .filter((card) => card.state === NEW && card.due <= at)
    .sort((a, b) => compare(a.direction, b.direction) || byDue(a, b))
    .slice(0, newLimit);
  const rank = (card: Card) =>
    (card.state === LEARNING || card.state === RELEARNING) && card.due <= at ? 0 : card.state === REVIEW ? 1 : card.state === NEW ? 2 + card.direction : 4;
  const order = (a: Card, b: Card) => compare(rank(a), rank(b)) || byDue(a, b);
  const first = new Map<number, Card>();
  for (const card of [...graded, ...fresh]) {
    const best = first.get(card.wordIndex);
    if (!best || order(card, best) < 0) first.set(card.wordIndex, card);
  }
  return [...first.values()]
    .sort(order)
    .slice(0, size)
    .map((card) => `${card.wordIndex}:${directionOf(card.direction)}`);
}

describe("the practice queue", () => {
  it("is its rules applied to every card: one card a word, steps due now, reviews, new cards (recognition first), then steps ahead", async () => {
    const asked = cards.filter((card) => card.state === REVIEW && card.due <= now.getTime()).map((card) => card.wordIndex);
    for (const [newPerDay, size, exclude] of [
      [10, 20, []],
      [0, 20, []],
      [20, 100, []],
      [10, 20, asked.slice(0, 10)],
    ] as const) {
      const answer = await practiceQueue(userId, { now, limit: size, exclude, settings: { ...settings, newPerDay } });
      expect(
        answer.map((card) => `${card.wordIndex}:${card.direction}`),
        `${newPerDay} new a day, ${size} cards, ${exclude.length} asked`,
      ).toEqual(expectedPractice(newPerDay, size, exclude));
    }
  });
});
